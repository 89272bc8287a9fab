import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST /auth/logout after the consents are withdrawn: confirming the withdrawal signs the user out. */
export const logoutSession = () =>
  apiRequest<void>('/auth/logout', { method: 'POST', isSessionCheckSkipped: true });
