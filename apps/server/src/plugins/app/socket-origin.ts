import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

const originOf = (url: string) => new URL(url).origin;

/**
 * Whether a WebSocket upgrade comes from the app's own pages. Browsers always send `Origin` on a
 * WebSocket handshake and attach the session cookie whatever page opens the socket, so a page of
 * another site could otherwise read a seller's events. Allowed: the origin of PUBLIC_URL, those listed
 * in APP_ORIGINS, and the host the request itself was sent to (the app served from where it is reached,
 * also through the development proxy, which keeps the Host header). A request without `Origin` is no
 * browser's: it cannot borrow anyone's cookie, so the session check alone decides.
 */
export const isAllowedSocketOrigin = (
  request: Pick<FastifyRequest, 'headers'>,
  config: Pick<AppConfig, 'PUBLIC_URL' | 'APP_ORIGINS'>,
) => {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === 'null') return false;
  const allowed = new Set(config.APP_ORIGINS);
  if (config.PUBLIC_URL) allowed.add(originOf(config.PUBLIC_URL));
  if (allowed.has(parsed.origin)) return true;
  return parsed.host === request.headers.host?.toLowerCase();
};
