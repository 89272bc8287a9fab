import type { RequestAuthentication } from '../../plugins/app/auth.ts';
import { resolveApiKey } from '../api-keys/index.ts';
import { csrfTokenInvalid } from './auth-errors.ts';
import { hasValidCsrf } from './csrf.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';
import { resolveSession } from './sessions.ts';

/** What the auth plugin runs on every request: sessions, API keys, the CSRF check and the cookies. */
export const requestAuthentication: RequestAuthentication = {
  resolveSession,
  resolveApiKey,
  hasValidCsrf,
  csrfTokenInvalid,
  setSessionCookies,
  clearSessionCookies,
};
