import {
  archiveSettingsRequestSchema,
  archiveSettingsSchema,
} from '@shipdeck/domain/archiving/archive-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { ShipmentViewSources } from '../shipments/index.ts';
import { archiveShipmentsJob, defineArchiveShipmentsJob } from './archive-shipments.job.ts';
import { getArchiveSettings } from './get-archive-settings.ts';
import { updateArchiveSettings } from './update-archive-settings.ts';

const tags = ['archiving'];

/** Archive settings (settings → archiving) and the daily job that applies them. */
export const archivingRoutes: FastifyPluginAsyncZod<ShipmentViewSources> = async (
  app,
  { findShipmentExtras },
) => {
  const { db } = app.database;
  const config = { access: 'session' as const };
  app.jobs.register(defineArchiveShipmentsJob({ findShipmentExtras }));

  app.get(
    '/archive-settings',
    {
      config,
      schema: {
        tags,
        summary: 'How long delivered shipments and drafts stay before they are archived',
        response: { 200: archiveSettingsSchema },
      },
    },
    async (request) => getArchiveSettings(db, { clientId: requireAuth(request.auth).clientId }),
  );

  app.put(
    '/archive-settings',
    {
      config,
      schema: {
        tags,
        summary: 'Choose both retentions',
        body: archiveSettingsRequestSchema,
        response: { 200: archiveSettingsSchema },
      },
    },
    async (request) =>
      updateArchiveSettings(db, { clientId: requireAuth(request.auth).clientId, settings: request.body }),
  );

  // The daily run as of a given day, for the caller's client only: demos and journeys see the archive
  // without waiting weeks. Only on a debug-enabled or test server.
  app.post(
    '/dev/archive-shipments',
    {
      config,
      schema: {
        tags: ['dev'],
        summary: "Run the archive job now for the caller's client (debug servers only)",
        body: z.object({ asOf: z.iso.datetime().optional() }).strict(),
        response: { 202: z.object({ jobId: z.string().nullable() }) },
      },
    },
    async (request, reply) => {
      if (!app.config.DEBUG_TOOLS && app.config.NODE_ENV !== 'test') throw forbidden();
      const jobId = await app.jobs.enqueue(archiveShipmentsJob, {
        clientId: requireAuth(request.auth).clientId,
        ...request.body,
      });
      return reply.status(202).send({ jobId });
    },
  );
};
