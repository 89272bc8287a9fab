import type { LoginRequest, SessionResponse } from '@shipdeck/domain/auth/auth.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

// A wrong password answers 401: a form error here, not a lost session.
export const login = (body: LoginRequest) =>
  apiRequest<SessionResponse>('/auth/login', { method: 'POST', body, isSessionCheckSkipped: true });
