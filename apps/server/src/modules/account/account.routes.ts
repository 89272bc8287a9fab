import { dataExportSchema, latestDataExportSchema } from '@shipdeck/domain/account/account.schema';
import { initResponseSchema } from '@shipdeck/domain/client/init.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { platformDependenciesOf } from '../../plugins/app/platform-dependencies.ts';
import { clearSessionCookies } from '../auth/index.ts';
import { createDataExport } from './create-data-export.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccountDataJob } from './export-account-data.job.ts';
import { getDataExportFile, getLatestDataExport } from './get-data-export.ts';
import { getInit } from './get-init.ts';

const tags = ['account'];
const idParams = z.object({ id: z.string() });
// A malformed id names no export: 404, like another client's.
const exportId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return id;
};

/** The account as a whole: startup data, "download my data" and account deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const dependencies = platformDependenciesOf(app);
  const { db } = app.database;
  // What the operator configured for the browser: map tiles and the tutorial videos' CDN.
  const operator = {
    maps: { tileUrl: app.config.MAP_TILE_URL ?? null, attribution: app.config.MAP_ATTRIBUTION },
    tutorialVideos: { baseUrl: app.config.TUTORIAL_VIDEOS_URL ?? null },
  };
  app.jobs.register(exportAccountDataJob);

  app.get(
    '/init',
    {
      config: { access: 'session' },
      schema: { tags, summary: 'Startup data of the shell', response: { 200: initResponseSchema } },
    },
    async (request) => getInit(db, requireAuth(request.auth), operator),
  );

  app.post(
    '/account/data-exports',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Start "download my data": a ZIP of JSON and CSV made by a job (the one in progress if any)',
        response: { 202: dataExportSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await createDataExport(dependencies, requireAuth(request.auth))),
  );

  app.get(
    '/account/data-exports/latest',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The newest "download my data" request with its progress',
        response: { 200: latestDataExportSchema },
      },
    },
    async (request) => getLatestDataExport(dependencies, requireAuth(request.auth).clientId),
  );

  app.get(
    '/account/data-exports/:id/download',
    {
      config: { access: 'session' },
      schema: { tags, summary: 'The ZIP of a finished export (404 for any other client)', params: idParams },
    },
    async (request, reply) => {
      const file = await getDataExportFile(
        dependencies,
        requireAuth(request.auth).clientId,
        exportId(request.params.id),
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.delete(
    '/account',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'Delete the account: personal data erased, invoices and their billing details kept, every session ended',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteAccount(dependencies, requireAuth(request.auth).clientId);
      clearSessionCookies(request, reply);
      return reply.status(204).send(null);
    },
  );
};
