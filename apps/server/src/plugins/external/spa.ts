import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built SPA; every non-API path falls back to index.html so client routes load. */
export const spaPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  if (!existsSync(join(options.root, 'index.html'))) {
    app.log.warn({ root: options.root }, 'web build not found; serving the API only');
    return;
  }
  await app.register(fastifyStatic, { root: options.root, wildcard: false, index: false });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api')) return reply.callNotFound();
    const file = normalize(join(options.root, decodeURIComponent(path)));
    const isAsset = file.startsWith(options.root) && statSync(file, { throwIfNoEntry: false })?.isFile();
    if (isAsset) return reply.sendFile(file.slice(options.root.length + 1));
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
