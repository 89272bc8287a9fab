import type { NewPasswordRequest } from '@shipdeck/domain/auth/auth.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const setNewPassword = (body: NewPasswordRequest) =>
  apiRequest<void>('/auth/new-password', { method: 'POST', body, isSessionCheckSkipped: true });
