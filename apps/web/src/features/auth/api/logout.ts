import { apiRequest } from '../../../shared/api/api-client.ts';

/** Ends the session; a session that is already gone is not an error here. */
export const logout = () => apiRequest<void>('/auth/logout', { method: 'POST', isSessionCheckSkipped: true });
