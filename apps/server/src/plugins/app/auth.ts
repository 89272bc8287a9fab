import { API_KEY_HEADER, CSRF_COOKIE, SESSION_COOKIE } from '@shipdeck/domain/auth/auth.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/database.ts';
import { unauthorized } from '../../platform/errors/app-error.ts';
import type { RouteAccess } from './access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser session behind `request.auth`, when it came from one. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Every route with its declared access, in registration order (walked by the access tests). */
    routeAccessTable: RouteAccessEntry[];
  }
}

export type RouteAccessEntry = { method: string; url: string; access: RouteAccess | undefined };

/**
 * What the plugin runs of the auth module on every request. app.ts hands it in from the module's door,
 * so the plugins never import a module.
 */
export type RequestAuthentication = {
  /** The live session of a cookie token (sliding its expiry: `extendedUntil` when it moved). */
  resolveSession: (
    db: Db,
    token: string,
  ) => Promise<
    | {
        id: string;
        clientId: string;
        userId: string;
        tenantId: string;
        csrfHash: string;
        capabilityChanges: [name: string, isEnabled: boolean][];
        extendedUntil?: Date;
      }
    | undefined
  >;
  resolveApiKey: (
    db: Db,
    key: string,
  ) => Promise<{ clientId: string; userId: string; tenantId: string } | undefined>;
  hasValidCsrf: (request: FastifyRequest, csrfHash: string) => boolean;
  csrfTokenInvalid: () => Error;
  setSessionCookies: (
    request: FastifyRequest,
    reply: FastifyReply,
    session: { token: string; csrfToken: string; expiresAt: Date },
  ) => void;
  clearSessionCookies: (request: FastifyRequest, reply: FastifyReply) => void;
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The API key a program sent: `Authorization: Bearer <key>`, or the older `x-api-key` header. A browser
 * never adds either to a cross-site request without a CORS preflight the server does not grant, so a key
 * needs no CSRF token; a request that also carries a session cookie is checked as a session (CSRF and all).
 */
export const presentedApiKey = (request: FastifyRequest): string | undefined => {
  const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  const header = request.headers[API_KEY_HEADER];
  return typeof header === 'string' && header ? header : undefined;
};

const authenticate = async (
  app: FastifyInstance,
  auth: RequestAuthentication,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const access = (request.routeOptions.config as { access?: RouteAccess } | undefined)?.access;
  if (!access || access === 'public') return;
  const { db } = app.database;

  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await auth.resolveSession(db, token) : undefined;
  if (session) {
    if (STATE_CHANGING.has(request.method) && !auth.hasValidCsrf(request, session.csrfHash))
      throw auth.csrfTokenInvalid();
    request.auth = {
      clientId: session.clientId,
      userId: session.userId,
      tenantId: session.tenantId,
      via: 'session',
      capabilityChanges: session.capabilityChanges,
    };
    request.sessionId = session.id;
    const csrfToken = request.cookies[CSRF_COOKIE];
    if (session.extendedUntil && token && csrfToken) {
      auth.setSessionCookies(request, reply, { token, csrfToken, expiresAt: session.extendedUntil });
    }
    return;
  }
  // A stale cookie is cleared so the browser stops sending it.
  if (token) auth.clearSessionCookies(request, reply);

  const apiKey = presentedApiKey(request);
  if (access === 'apiKey' && apiKey) {
    const owner = await auth.resolveApiKey(db, apiKey);
    if (owner) {
      request.auth = { ...owner, via: 'apiKey' };
      return;
    }
  }
  throw unauthorized();
};

/**
 * Sets `request.auth` from the session cookie or an API key (Bearer or x-api-key) and enforces each route's
 * declared access: `public` none, `session` a browser session only, `apiKey` a session or a key.
 * Runs before the body is parsed, so anonymous callers cannot make the server parse bodies.
 */
export const authPlugin = fp(async (app: FastifyInstance, authentication: RequestAuthentication) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionId', null);
  const table: RouteAccessEntry[] = [];
  app.decorate('routeAccessTable', table);
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    await authenticate(app, authentication, request, reply);
    return payload;
  });
});
