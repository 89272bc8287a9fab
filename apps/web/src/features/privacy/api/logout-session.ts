import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST /auth/logout after the consents are withdrawn (spec 1 §2: confirm logs the user out). */
export const logoutSession = () =>
  apiRequest<void>('/auth/logout', { method: 'POST', isSessionCheckSkipped: true });
