import { randomUUID } from 'node:crypto';
import {
  CSV_IMPORT_MAX_BYTES,
  CsvImportMessage,
  csvImportResultSchema,
  csvUploadUrlSchema,
  registerImportSchema,
} from '@shipdeck/domain/csv-import/csv-import.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { csvImportRepository } from './csv-import.repository.ts';
import { CSV_SAMPLE, CSV_TEMPLATE } from './csv-template.ts';
import { defineImportCsvJob, importCsvJob } from './import-csv.job.ts';

const tags = ['shipments'];
const access = { access: 'apiKey' as const };
const uploadKey = (clientId: string, uploadId: string) =>
  clientFileKey(clientId, 'imports', `${uploadId}.csv`);
// What browsers and spreadsheet programs send a .csv file as.
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'application/octet-stream', 'text/plain'];

const tooLarge = () =>
  new AppError({ code: 'PayloadTooLarge', status: 413, messageKey: CsvImportMessage.maxSize });

/**
 * CSV import: get an upload URL, PUT the file's bytes there, register the import with the
 * file's URL and source 'csv'; the import-ended event (and GET /shipments/imports/:id) carries the outcome.
 * The template and a sample file are served here too.
 */
export const csvImportRoutes: FastifyPluginAsyncZod<{ carriers: CarrierProvider }> = async (
  app,
  { carriers },
) => {
  const db = app.database.db;
  app.jobs.register(defineImportCsvJob({ carriers }));
  // Room above the limit so a file just over it gets the import's own message rather than the generic one.
  app.addContentTypeParser(
    CSV_TYPES,
    { parseAs: 'buffer', bodyLimit: CSV_IMPORT_MAX_BYTES * 2 },
    (_r, body, done) => done(null, body),
  );

  app.get(
    '/shipments/imports/upload-url',
    { config: access, schema: { tags, response: { 200: csvUploadUrlSchema } } },
    async (request) => {
      const uploadId = randomUUID();
      return {
        uploadUrl: `/api/v1/shipments/imports/uploads/${uploadId}`,
        downloadUrl: app.storage.url(uploadKey(requireAuth(request.auth).clientId, uploadId)),
      };
    },
  );

  app.put(
    '/shipments/imports/uploads/:uploadId',
    {
      config: access,
      schema: { tags, params: z.object({ uploadId: z.string().uuid() }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) {
        throw new AppError({ code: 'InvalidPayload', status: 415, messageKey: CsvImportMessage.notCsv });
      }
      if (body.length > CSV_IMPORT_MAX_BYTES) throw tooLarge();
      const key = uploadKey(requireAuth(request.auth).clientId, request.params.uploadId);
      await app.storage.put(key, body, 'text/csv');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/shipments/imports',
    {
      config: access,
      schema: {
        tags,
        body: registerImportSchema,
        response: { 202: z.object({ importId: z.string().uuid() }) },
      },
    },
    async (request, reply) => {
      const { clientId } = requireAuth(request.auth);
      const uploadId = /\/imports\/([0-9a-f-]{36})\.csv(?:\?.*)?$/.exec(request.body.url)?.[1];
      const fileKey = uploadId ? uploadKey(clientId, uploadId) : null;
      // Only the caller's own upload, by the URL it was given: anything else is not found.
      if (!fileKey || request.body.url.split('?')[0] !== app.storage.url(fileKey)) throw notFound();
      if (!(await app.storage.get(fileKey))) throw notFound();
      const stored = await csvImportRepository.insert(db, { clientId, source: 'CSV', fileKey });
      await app.jobs.enqueue(importCsvJob, { clientId, importId: stored.id });
      return reply.status(202).send({ importId: stored.id });
    },
  );

  app.get(
    '/shipments/imports/:importId',
    {
      config: access,
      schema: {
        tags,
        params: z.object({ importId: z.string().uuid() }),
        response: { 200: csvImportResultSchema },
      },
    },
    async (request) => {
      const stored = await csvImportRepository.get(
        db,
        requireAuth(request.auth).clientId,
        request.params.importId,
      );
      if (!stored) throw notFound();
      return (
        stored.result ?? {
          importId: stored.id,
          status: 'RUNNING' as const,
          shipmentReferences: [],
          alreadyImported: 0,
          invalidRows: 0,
          errors: [],
          invalidRowsUrl: null,
          error: null,
        }
      );
    },
  );

  for (const [name, text] of [
    ['template', CSV_TEMPLATE],
    ['sample', CSV_SAMPLE],
  ] as const) {
    app.get(
      `/shipments/imports/${name}.csv`,
      { config: access, schema: { tags, summary: `The CSV import ${name} (docs/csv-import.md)` } },
      async (_request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="shipdeck-import-${name}.csv"`)
          .send(text),
    );
  }
};
