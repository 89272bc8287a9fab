/** The auth module's door: other code reaches it only through what is exported here. */

export { resolveApiKey } from './api-keys.ts';
export { authRoutes } from './auth.routes.ts';
export { csrfTokenInvalid, tooManyRequests } from './auth-errors.ts';
export { hasValidCsrf } from './csrf.ts';
export { hashPassword, limitPasswordHashing, verifyPassword } from './password-hashing.ts';
export type { RateLimit } from './rate-limiter.ts';
export { CHANGE_PASSWORD_LIMIT, hitRateLimit, rateLimitWait, resetRateLimit } from './rate-limiter.ts';
export { register } from './register.ts';
export { revokeUserSessions } from './revoke-user-sessions.ts';
export { clearSessionCookies, setSessionCookies } from './session-cookies.ts';
export { resolveSession } from './sessions.ts';
