import type { RegisterRequest, SessionResponse } from '@shipdeck/domain/auth/auth.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const register = (body: RegisterRequest) =>
  apiRequest<SessionResponse>('/auth/register', { method: 'POST', body, isSessionCheckSkipped: true });
