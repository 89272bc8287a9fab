import type { RecoverPasswordRequest } from '@shipdeck/domain/auth/auth.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** Always 204: the answer never tells whether the account exists. */
export const recoverPassword = (body: RecoverPasswordRequest) =>
  apiRequest<void>('/auth/recover-password', { method: 'POST', body, isSessionCheckSkipped: true });
