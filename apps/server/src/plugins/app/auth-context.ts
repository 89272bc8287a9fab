/** Who is calling: set on every request by the auth plugin (null for anonymous callers). */
export type AuthContext = {
  clientId: string;
  userId: string;
  via: 'session' | 'apiKey';
  /** The tenant the client belongs to (tenant id from packages/domain tenants). */
  tenantId: string;
  /**
   * The client's capability changes as read with the session at the start of the request, so a read
   * that shows what the caller may do needs no query for them; absent for API keys. Code that changes
   * capabilities reads them again.
   */
  capabilityChanges?: readonly [name: string, isEnabled: boolean][];
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Narrows `request.auth` inside a route whose access is not `public`. */
export const requireAuth = (auth: AuthContext | null): AuthContext => {
  if (!auth) throw new Error('requireAuth called on an anonymous request: declare the route access');
  return auth;
};
