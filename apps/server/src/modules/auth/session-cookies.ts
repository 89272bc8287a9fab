import { CSRF_COOKIE, SESSION_COOKIE } from '@shipdeck/domain/auth/auth.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Secure when served over HTTPS (directly or behind a proxy); plain http://localhost still works.
const isSecure = (request: FastifyRequest) => request.protocol === 'https';

/**
 * The session cookie is HttpOnly; the CSRF cookie is readable by the SPA, which echoes it in the
 * x-csrf-token header of every state-changing request (double submit).
 */
export const setSessionCookies = (
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; csrfToken: string; expiresAt: Date },
) => {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: isSecure(request),
    expires: session.expiresAt,
  };
  reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false });
};

export const clearSessionCookies = (request: FastifyRequest, reply: FastifyReply) => {
  const common = { path: '/', sameSite: 'lax' as const, secure: isSecure(request) };
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...common, httpOnly: false });
};
