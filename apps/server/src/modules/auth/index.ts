/** The auth module's door: other code reaches it only through what is exported here. */

export { authRoutes } from './auth.routes.ts';
export { tooManyRequests } from './auth-errors.ts';
export { limitPasswordHashing } from './password-hashing.ts';
export type { RateLimit } from './rate-limiter.ts';
export { hitRateLimit, rateLimitWait } from './rate-limiter.ts';
export { register } from './register.ts';
export { requestAuthentication } from './request-authentication.ts';
export { revokeUserSessions } from './revoke-user-sessions.ts';
export { clearSessionCookies } from './session-cookies.ts';
