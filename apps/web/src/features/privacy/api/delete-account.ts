import { apiRequest } from '../../../shared/api/api-client.ts';

/** DELETE /account: erases the personal data and ends every session, this one too. */
export const deleteAccount = () => apiRequest<void>('/account', { method: 'DELETE' });
