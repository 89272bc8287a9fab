import { randomUUID } from 'node:crypto';
import {
  cancelRequestSchema,
  LABEL_FORMATS,
  labelsQuerySchema,
  labelsResponseSchema,
  mergeLabelsRequestSchema,
  sendLabelsEmailSchema,
  trackingResponseSchema,
  zplDpiSchema,
} from '@shipdeck/domain/shipments/post-sale.schema';
import {
  referenceListQuerySchema,
  referencesSchema,
  shipmentInputSchema,
  shipmentListQuerySchema,
  shipmentListResponseSchema,
  shipmentViewSchema,
} from '@shipdeck/domain/shipments/shipment.schema';
import { shipmentFiltersSchema } from '@shipdeck/domain/shipments/shipment-filters.schema';
import { INBOXES, type Inbox } from '@shipdeck/domain/shipments/shipment-states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { platformDependenciesOf } from '../../plugins/app/platform-dependencies.ts';
import { cancelShipment } from './cancel-shipment.ts';
import { defineCompleteCancellationJob } from './complete-cancellation.job.ts';
import { createShipment } from './create-shipment.ts';
import { defineCreateShipmentLabelsJob } from './create-shipment-labels.job.ts';
import { deleteShipments } from './delete-shipments.ts';
import { copyShipment } from './duplicate-shipment.ts';
import { exportShipmentsJob } from './export-shipments.job.ts';
import { findShipmentStats } from './find-shipment-stats.ts';
import { findShipments } from './find-shipments.ts';
import { createLabelsFile, renderShipmentLabels, renderShipmentZplLabels } from './get-labels.ts';
import { getShipment } from './get-shipment.ts';
import { getTracking } from './get-tracking.ts';
import { defineMergeLabelsJob, mergeLabelsJob } from './merge-labels.job.ts';
import { sandboxClockRoutes } from './sandbox-clock.routes.ts';
import { sendLabelsEmail } from './send-labels-email.ts';
import { shipmentViewerOf } from './shipment-viewer.ts';
import { shipmentViewsOf } from './shipment-views.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';
import { startTrackingSimulator } from './tracking-simulator.ts';
import { updateShipment } from './update-shipment.ts';

const tags = ['shipments'];
const referenceParams = z.object({ reference: z.string().min(1).max(40) });
const inboxQuery = z.object({ inbox: z.enum(INBOXES as [Inbox, ...Inbox[]]).default('ALL') });
const failureSchema = z.object({ reference: z.string(), error_code: z.string(), message: z.string() });

export const shipmentsRoutes: FastifyPluginAsyncZod<ShipmentsDependencies> = async (app, dependencies) => {
  const platform = platformDependenciesOf(app);
  const db = app.database.db;
  const access = { access: 'apiKey' as const };
  const { carriers, findDeclaredGoods, findShipmentExtras } = dependencies;
  app.jobs.register(exportShipmentsJob);
  app.jobs.register(defineMergeLabelsJob(dependencies));
  app.jobs.register(defineCompleteCancellationJob(dependencies));
  app.jobs.register(defineCreateShipmentLabelsJob(dependencies));
  startTrackingSimulator(app, dependencies);
  await app.register(sandboxClockRoutes, dependencies);

  app.get(
    '/shipments/labels',
    {
      config: access,
      schema: { tags, querystring: labelsQuerySchema, response: { 200: labelsResponseSchema } },
    },
    async (request) => {
      const { references, format, dpi, disposition } = request.query;
      const file = await createLabelsFile(platform, {
        clientId: requireAuth(request.auth).clientId,
        references,
        format,
        dpi,
        disposition,
        findDeclaredGoods,
        findShipmentExtras,
        carriers,
      });
      return { [format]: file };
    },
  );

  app.post(
    '/shipments/labels/merge',
    {
      config: access,
      schema: {
        tags,
        body: mergeLabelsRequestSchema,
        response: { 202: z.object({ requestId: z.string().uuid() }) },
      },
    },
    async (request, reply) => {
      const requestId = randomUUID();
      await app.jobs.enqueue(mergeLabelsJob, {
        clientId: requireAuth(request.auth).clientId,
        requestId,
        references: request.body.references,
        format: request.body.format,
      });
      return reply.status(202).send({ requestId });
    },
  );

  // A plain link a row's "print label" can open: the PDF itself, shown in the browser.
  app.get(
    '/shipments/:reference/label',
    {
      config: {
        ...access,
        documentedResponses: {
          200: {
            description:
              'The label as a PDF, or with format=ZPL as ZPL II for a 4×6 in thermal printer (dpi=203, the default, or 300)',
            contentType: 'application/pdf',
          },
        },
      },
      schema: {
        tags,
        params: referenceParams,
        querystring: z.object({
          format: z.enum([...LABEL_FORMATS, 'ZPL']).default('4x6'),
          dpi: zplDpiSchema,
        }),
      },
    },
    async (request, reply) => {
      if (request.query.format === 'ZPL') {
        const zpl = await renderShipmentZplLabels(platform, {
          clientId: requireAuth(request.auth).clientId,
          references: [request.params.reference],
          dpi: request.query.dpi,
          findDeclaredGoods,
          findShipmentExtras,
          carriers,
        });
        return reply
          .type('application/zpl; charset=utf-8')
          .header('content-disposition', `attachment; filename="label-${request.params.reference}.zpl"`)
          .header('cache-control', 'no-store')
          .send(zpl);
      }
      const pdf = await renderShipmentLabels(platform, {
        clientId: requireAuth(request.auth).clientId,
        references: [request.params.reference],
        format: request.query.format,
        findDeclaredGoods,
        findShipmentExtras,
        carriers,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="label-${request.params.reference}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/shipments/:reference/labels/email',
    { config: access, schema: { tags, params: referenceParams, body: sendLabelsEmailSchema } },
    async (request, reply) => {
      await sendLabelsEmail(platform, {
        clientId: requireAuth(request.auth).clientId,
        reference: request.params.reference,
        email: request.body,
        findDeclaredGoods,
        carriers,
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/shipments/:reference/tracking',
    { config: access, schema: { tags, params: referenceParams, response: { 200: trackingResponseSchema } } },
    async (request) =>
      getTracking(
        { db, carriers: dependencies.carriers, timeScale: app.config.SANDBOX_TIME_SCALE },
        { clientId: requireAuth(request.auth).clientId, reference: request.params.reference },
      ),
  );

  app.post(
    '/shipments/:reference/cancel',
    {
      config: { ...access, idempotency: true },
      schema: {
        tags,
        params: referenceParams,
        body: cancelRequestSchema,
        response: { 200: shipmentViewSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      return cancelShipment(
        { db, jobs: app.jobs, timeScale: app.config.SANDBOX_TIME_SCALE, findShipmentExtras },
        {
          clientId: auth.clientId,
          tenantId: auth.tenantId,
          reference: request.params.reference,
          reason: request.body.reason,
        },
      );
    },
  );

  app.post(
    '/shipments/report',
    {
      config: access,
      schema: {
        tags,
        body: z
          .object({ inbox: z.enum(INBOXES as [Inbox, ...Inbox[]]).default('ALL') })
          .and(shipmentFiltersSchema),
        response: { 202: z.object({ reportId: z.string().uuid() }) },
      },
    },
    async (request, reply) => {
      const { inbox, ...filters } = request.body;
      const reportId = randomUUID();
      await app.jobs.enqueue(exportShipmentsJob, {
        clientId: requireAuth(request.auth).clientId,
        reportId,
        inbox,
        filters,
      });
      return reply.status(202).send({ reportId });
    },
  );

  app.get(
    '/shipments',
    {
      config: access,
      schema: {
        tags,
        querystring: shipmentListQuerySchema.and(shipmentFiltersSchema),
        response: { 200: shipmentListResponseSchema },
      },
    },
    async (request) => {
      const { inbox, limit, offset, order, ...filters } = request.query;
      const auth = requireAuth(request.auth);
      return findShipments(db, dependencies, {
        clientId: auth.clientId,
        viewer: await shipmentViewerOf(db, auth),
        inbox: inbox as Inbox,
        filters,
        sort: order,
        limit,
        offset,
      });
    },
  );

  app.get(
    '/shipments/stats',
    { config: access, schema: { tags, response: { 200: z.record(z.string(), z.number().int()) } } },
    async (request) => findShipmentStats(db, { clientId: requireAuth(request.auth).clientId }),
  );

  for (const [path, column] of [
    ['/shipments/sources', 'source'],
    ['/shipments/carriers', 'carrierName'],
  ] as const) {
    app.get(
      path,
      { config: access, schema: { tags, querystring: inboxQuery, response: { 200: z.array(z.string()) } } },
      async (request) =>
        shipmentsRepository.distinctValues(
          db,
          requireAuth(request.auth).clientId,
          request.query.inbox,
          column,
        ),
    );
  }

  app.get(
    '/shipments/by-references',
    {
      config: access,
      schema: {
        tags,
        querystring: z.object({ references: referenceListQuerySchema }),
        response: { 200: z.array(shipmentViewSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const rows = await shipmentsRepository.findViewsByReferences(
        db,
        auth.clientId,
        request.query.references,
      );
      const viewer = await shipmentViewerOf(db, auth);
      return shipmentViewsOf(db, dependencies, { clientId: auth.clientId, rows, viewer });
    },
  );

  app.post(
    '/shipments',
    {
      // A program retrying a create after a lost answer gets the first shipment, not a second one.
      config: { ...access, idempotency: true },
      schema: { tags, body: shipmentInputSchema, response: { 201: shipmentViewSchema } },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const isProgram = auth.via === 'apiKey';
      // A program creating through the public API meets the shipping rules; the checkout's draft does not.
      // Its shipment comes from the API unless it names another source (an integration's own).
      const view = await createShipment(db, {
        carriers,
        auth,
        shipment: isProgram ? { source: 'API', ...request.body } : request.body,
        withShippingRules: isProgram,
      });
      return reply.status(201).send(view);
    },
  );

  app.get(
    '/shipments/:reference',
    { config: access, schema: { tags, params: referenceParams, response: { 200: shipmentViewSchema } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      return getShipment(db, dependencies, {
        clientId: auth.clientId,
        reference: request.params.reference,
        viewer: await shipmentViewerOf(db, auth),
      });
    },
  );

  app.patch(
    '/shipments/:reference',
    {
      config: access,
      schema: {
        tags,
        params: referenceParams,
        body: shipmentInputSchema,
        response: { 200: shipmentViewSchema },
      },
    },
    async (request) =>
      updateShipment(
        db,
        {
          carriers,
          auth: requireAuth(request.auth),
          reference: request.params.reference,
          shipment: request.body,
        },
        dependencies,
      ),
  );

  app.delete(
    '/shipments',
    {
      config: access,
      schema: {
        tags,
        body: referencesSchema,
        response: { 200: z.object({ deleted: z.array(z.string()), failed: z.array(failureSchema) }) },
      },
    },
    async (request) =>
      deleteShipments(db, {
        clientId: requireAuth(request.auth).clientId,
        references: request.body.references,
      }),
  );

  for (const kind of ['duplicate', 'return'] as const) {
    app.post(
      `/shipments/:reference/${kind}`,
      {
        config: access,
        schema: { tags, params: referenceParams, response: { 201: z.object({ reference: z.string() }) } },
      },
      async (request, reply) => {
        const result = await copyShipment(db, {
          carriers,
          auth: requireAuth(request.auth),
          reference: request.params.reference,
          kind,
        });
        return reply.status(201).send(result);
      },
    );
  }
};
