import type { Capabilities } from '@shipdeck/domain/features/features';
import { apiRequest } from '../api/api-client.ts';

/** GET /client/capabilities: the capability flags init carries, fetched alone to refresh them. */
export const getCapabilities = () => apiRequest<Capabilities>('/client/capabilities');
