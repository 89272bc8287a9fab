import type { ClientFeature } from '@shipdeck/domain/features/features';
import { apiRequest } from '../api/api-client.ts';

/** GET /client/features: the same list init carries, fetched alone to refresh it. */
export const getClientFeatures = () => apiRequest<ClientFeature[]>('/client/features');
