import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route: `public` anyone; `session` a signed-in browser session only;
 * `apiKey` a browser session or an integration's API key.
 */
export type RouteAccess = 'public' | 'session' | 'apiKey';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Refuses to start when an API route does not declare its access, so no route is open by accident. */
export const accessDeclarationPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
  });
});
