import type { ChangePasswordRequest } from '@shipdeck/domain/auth/auth.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** PUT /user/password with its payload: the user's e-mail, the old and the new password. */
export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<void>('/user/password', { method: 'PUT', body });
