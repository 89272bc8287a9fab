import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unauthorized } from '../../platform/errors/app-error.ts';
import { type FileStorage, isValidFileKey } from '../../platform/storage/file-storage.ts';
import { createLocalFileStorage } from '../../platform/storage/local-file-storage.ts';
import { createMemoryFileStorage } from '../../platform/storage/memory-file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** File storage: `put(clientFileKey(clientId, …), bytes, type)`, then hand out `storage.url(key)`. */
    storage: FileStorage;
  }
}

// Only types a browser cannot run script from are shown inline; anything else downloads.
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
]);

const contentDisposition = (disposition: 'inline' | 'attachment', filename: string) => {
  const fallback = filename.replace(/[^\w.\- ()]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};

/**
 * Decorates `app.storage` (a local directory under DATA_DIR/files; in memory when NODE_ENV is test)
 * and serves `GET /api/v1/files/clients/<clientId>/…` to that client only (another client gets 404).
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, options: { storage?: FileStorage }) => {
    const storage =
      options.storage ??
      (app.config.NODE_ENV === 'test'
        ? createMemoryFileStorage()
        : createLocalFileStorage(resolve(app.config.DATA_DIR, 'files')));
    app.decorate('storage', storage);

    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/v1/files/*',
      {
        config: { access: 'apiKey' },
        schema: {
          tags: ['files'],
          summary: "Downloads one of the caller's files (labels, invoices, reports, uploads)",
          params: z.object({ '*': z.string() }),
          querystring: z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') }),
        },
        preValidation: async (request) => {
          if (!request.auth) throw unauthorized();
        },
      },
      async (request, reply) => {
        const { clientId } = request.auth!;
        const key = request.params['*'];
        if (!isValidFileKey(key) || !key.startsWith(`clients/${clientId}/`)) throw notFound();
        const file = await storage.getStream(key);
        if (!file) throw notFound();
        const disposition =
          request.query.disposition === 'inline' && INLINE_TYPES.has(file.contentType)
            ? 'inline'
            : 'attachment';
        return reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition(disposition, key.slice(key.lastIndexOf('/') + 1)))
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
  },
  { name: 'storage' },
);
