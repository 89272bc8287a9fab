import { CSRF_COOKIE, CSRF_HEADER } from '@shipdeck/domain/auth/auth.schema';
import type { FastifyRequest } from 'fastify';
import { hashToken, safeEqual } from './tokens.ts';

/**
 * Double submit, bound to the session: the header must equal the readable CSRF cookie, and that
 * value must be the one issued with this session (so a cookie planted by a sibling domain fails).
 */
export const hasValidCsrf = (request: FastifyRequest, csrfHash: string) => {
  const header = request.headers[CSRF_HEADER];
  const cookie = request.cookies[CSRF_COOKIE];
  if (typeof header !== 'string' || !header || !cookie) return false;
  return safeEqual(header, cookie) && safeEqual(hashToken(header), csrfHash);
};
