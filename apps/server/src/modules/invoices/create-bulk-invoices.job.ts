import { EventType } from '@shipdeck/domain/events/event-types';
import { BULK_INVOICES_MAX, type InvoiceAvailablePayload } from '@shipdeck/domain/invoices/invoices.schema';
import { type Zippable, zipSync } from 'fflate';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import { invoicePdf } from './invoice-file.ts';
import { invoicesRepository } from './invoices.repository.ts';

type Payload = { clientId: string; requestId: string; references: string[] };

/** One ZIP of the client's PDFs; the references it could not put in are the answer's errors. */
const zipInvoices = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage' | 'log'>,
  payload: Payload,
): Promise<Omit<InvoiceAvailablePayload, 'requestId'>> => {
  const references = [...new Set(payload.references)];
  const rows = await invoicesRepository.findByReferences(dependencies.db, payload.clientId, references);
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  const files: Zippable = {};
  const errors: string[] = [];
  for (const reference of references) {
    const row = byReference.get(reference);
    if (!row) {
      errors.push(reference);
      continue;
    }
    try {
      // PDFs are compressed already: stored as they are, the ZIP costs no deflating.
      files[`${reference}.pdf`] = [(await invoicePdf(dependencies, row)).bytes, { level: 0 }];
    } catch (error) {
      dependencies.log.warn({ err: error, reference }, 'invoice PDF could not be drawn');
      errors.push(reference);
    }
  }
  if (Object.keys(files).length === 0) return { url: null, errors };
  const key = clientFileKey(payload.clientId, 'invoices', `invoices-${payload.requestId}.zip`);
  await dependencies.storage.put(key, zipSync(files), 'application/zip');
  return { url: dependencies.storage.url(key, { disposition: 'attachment' }), errors };
};

/** Puts many invoices in one ZIP; the invoice-available event brings its url and the failed references. */
export const createBulkInvoicesJob = defineJob({
  id: 'invoices.bulk-download',
  version: 1,
  schema: z.object({
    clientId: z.string().uuid(),
    requestId: z.string().uuid(),
    references: z.array(z.string()).min(1).max(BULK_INVOICES_MAX),
  }),
  options: { retryLimit: 0, pollingIntervalMs: 250 },
  handler: async (payload, dependencies) => {
    let answer: InvoiceAvailablePayload;
    try {
      answer = { requestId: payload.requestId, ...(await zipInvoices(dependencies, payload)) };
    } catch (error) {
      dependencies.log.warn({ err: error, requestId: payload.requestId }, 'invoice ZIP failed');
      answer = { requestId: payload.requestId, url: null, errors: payload.references };
    }
    await dependencies.db.transaction((tx) =>
      publishEvent(tx, { clientId: payload.clientId, type: EventType.InvoiceAvailable, payload: answer }),
    );
  },
});
