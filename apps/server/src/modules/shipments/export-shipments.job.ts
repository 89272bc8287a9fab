import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { csvRow } from '@shipdeck/domain/csv/csv-cell';
import { EventType } from '@shipdeck/domain/events/event-types';
import { toDecimalText } from '@shipdeck/domain/money/money';
import { displayStatusOf } from '@shipdeck/domain/shipments/rules/display-status';
import { shipmentFiltersSchema } from '@shipdeck/domain/shipments/shipment-filters.schema';
import { INBOXES, type Inbox, type ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import { shipmentsRepository } from './shipments.repository.ts';

const HEADER = [
  'reference',
  'status',
  'created_at',
  'source',
  'order_id',
  'carrier',
  'service',
  'recipient_first_name',
  'recipient_last_name',
  'recipient_company',
  'recipient_street',
  'recipient_zip',
  'recipient_city',
  'recipient_country',
  'recipient_email',
  'recipient_phone',
  'parcels',
  'weight_kg',
  'content',
  'total_price',
  'currency',
  'tracking',
  'label_downloaded',
];

// Rows read per query: 1000 keeps two pages (one being written, one being read) to a few MB; 2000 doubled
// the export's peak heap on the bench for no gain in time.
export const EXPORT_PAGE_ROWS = 1000;
// The embedded database reads a page on the server's own thread, holding every request meanwhile: its
// pages are smaller, so no read holds them for long (a prepared statement costs little per page).
export const EMBEDDED_EXPORT_PAGE_ROWS = 100;

type Page = Awaited<ReturnType<typeof shipmentsRepository.listAfter>>;

/** One shipment's line of the export, in the order of HEADER. */
const csvLineOf = (row: Page[number]) => {
  const to = row.toAddress;
  return csvRow([
    row.reference,
    displayStatusOf(row.state as ShipmentState),
    row.createdAt.toISOString(),
    row.source,
    row.shipmentCustomReference,
    row.carrierName,
    row.service?.name,
    to.firstName,
    to.lastName,
    to.company,
    to.street1,
    to.zipCode,
    to.city,
    to.alpha2Code,
    to.email,
    to.phone,
    row.parcels.length,
    row.parcels.reduce((sum, p) => sum + p.weight, 0).toFixed(3),
    row.content.description,
    row.price ? toDecimalText(row.price.totalPrice, row.price.currency) : '',
    row.price?.currency ?? row.currency,
    row.trackings.join(' '),
    row.labelDownloaded ? 'yes' : 'no',
  ]);
};

/**
 * Streams the CSV of an inbox with its filters into the client's files, page by page so memory stays
 * flat, and announces it with the shipments-report event, which offers the download.
 */
export const exportShipmentsJob = defineJob({
  id: 'shipments.report.export',
  version: 1,
  schema: z.object({
    clientId: z.string().uuid(),
    reportId: z.string().uuid(),
    inbox: z.enum(INBOXES as [Inbox, ...Inbox[]]),
    filters: shipmentFiltersSchema,
  }),
  options: { retryLimit: 0, pollingIntervalMs: 250 },
  handler: async (payload, { database, db, storage, log }) => {
    // PGlite answers on this thread: a page read ahead would run in the same task as the page being
    // written, so there each page is read, then written, with a turn of the event loop between.
    const isEmbedded = database.kind === 'pglite';
    const pageRows = isEmbedded ? EMBEDDED_EXPORT_PAGE_ROWS : EXPORT_PAGE_ROWS;
    const announce = (body: { url: string | null; errors: string[] }) =>
      db.transaction((tx) =>
        publishEvent(tx, {
          clientId: payload.clientId,
          type: EventType.ShipmentsReport,
          payload: { reportId: payload.reportId, ...body },
        }),
      );
    const fetchPage = (after?: { createdAt: Date; id: string }): Promise<Page> => {
      const page = shipmentsRepository.listAfter(db, {
        clientId: payload.clientId,
        inbox: payload.inbox,
        filters: payload.filters,
        after,
        limit: pageRows,
      });
      // Still rejects when awaited; this only keeps a page abandoned by a failure from crashing the process.
      page.catch(() => {});
      return page;
    };
    // The file goes to storage a page at a time as it is written: memory holds a page or two, never the
    // file, whatever the inbox's size.
    async function* csvBytes() {
      yield Buffer.from(`\uFEFF${csvRow(HEADER)}`, 'utf8');
      let next: (() => Promise<Page>) | undefined = () => fetchPage();
      while (next) {
        const rows: Page = await next();
        if (isEmbedded) await setImmediatePromise();
        const last = rows[rows.length - 1];
        const after = last ? { createdAt: last.createdAt, id: last.id } : undefined;
        // On PostgreSQL the next page is read from the database while this one is being written.
        const ahead = rows.length === pageRows && !isEmbedded ? fetchPage(after) : undefined;
        next = rows.length === pageRows ? (ahead ? () => ahead : () => fetchPage(after)) : undefined;
        yield Buffer.from(rows.map(csvLineOf).join(''), 'utf8');
        // The embedded database answers synchronously, so the pages would run back to back as one task and
        // hold up every request until the file is done; a turn of the event loop between pages lets them in.
        await setImmediatePromise();
      }
    }
    try {
      const key = clientFileKey(payload.clientId, 'reports', `shipments-${payload.reportId}.csv`);
      await storage.putStream(key, csvBytes(), 'text/csv; charset=utf-8');
      await announce({ url: storage.url(key, { disposition: 'attachment' }), errors: [] });
    } catch (error) {
      log.error({ err: error, reportId: payload.reportId }, 'shipments export failed');
      await announce({ url: null, errors: ['export.error.generic'] });
    }
  },
});
