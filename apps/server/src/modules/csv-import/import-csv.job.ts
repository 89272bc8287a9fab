import type { SavedAddress } from '@shipdeck/domain/addresses/address.schema';
import { csvRow } from '@shipdeck/domain/csv/csv-cell';
import {
  CSV_IMPORT_LISTED_ERRORS,
  CsvImportMessage,
  type CsvImportResult,
  type CsvRowError,
} from '@shipdeck/domain/csv-import/csv-import.schema';
import { csvRecordOf, csvRowToShipment, mapCsvHeader } from '@shipdeck/domain/csv-import/rules/csv-row';
import { EventType } from '@shipdeck/domain/events/event-types';
import { toShipmentAddress } from '@shipdeck/domain/shipments/rules/shipment-address';
import { z } from 'zod';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { createImportedShipments, type ImportedDraft } from '../shipments/index.ts';
import { findWarehouses } from '../warehouses/index.ts';
import { csvImportRepository } from './csv-import.repository.ts';
import { CsvError, readCsvRows } from './read-csv-rows.ts';

/** Rows created per transaction: a failure loses at most one batch, and no transaction holds the rows long. */
export const CSV_IMPORT_BATCH_ROWS = 1000;
const CSV_IMPORT_BATCHES_IN_FLIGHT = 2;

type InvalidRow = { row: number; cells: string[]; errors: Omit<CsvRowError, 'row'>[] };

const emptyResult = (importId: string): CsvImportResult => ({
  importId,
  status: 'DONE',
  shipmentReferences: [],
  alreadyImported: 0,
  invalidRows: 0,
  errors: [],
  invalidRowsUrl: null,
  error: null,
});

/**
 * Imports the rows of a stored CSV (readCsvRows) into drafts, CSV_IMPORT_BATCH_ROWS per transaction:
 * valid rows become drafts sent from the client's default warehouse (createImportedShipments: the same rules as every draft, one per order id);
 * invalid rows are reported by row, column and message key, and stored as a CSV to fix (the original
 * cells plus an `errors` column). The outcome is recorded on the import and announced with the
 * import-ended event in one transaction.
 */
export const runCsvImport = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage' | 'log'> & { carriers: CarrierProvider },
  options: { clientId: string; importId: string; bytes: Uint8Array; now: Date },
): Promise<CsvImportResult> => {
  const { clientId, importId, now } = options;
  const { db, storage, log, carriers } = dependencies;
  const result = emptyResult(importId);
  const invalid: InvalidRow[] = [];
  let header: string[] | null = null;
  let columns: ReturnType<typeof mapCsvHeader> = [];
  let batch: ImportedDraft[] = [];
  // The sender is the client's default warehouse (else its first), as the checkout starts a draft.
  const warehouses = (await findWarehouses(db, { clientId })) as (SavedAddress & { isDefault?: boolean })[];
  const warehouse = warehouses.find((entry) => entry.isDefault) ?? warehouses[0];
  const sender = warehouse ? { from: toShipmentAddress(warehouse), warehouseId: warehouse.id } : {};

  // Batches are written while the next rows are read and checked, two at a time: the database works
  // on both cores while this process parses. Each batch keeps its slot, so the references are
  // reported in the file's order whichever batch commits first.
  const written: (string | null)[][] = [];
  const orderIdsSent = new Set<string>();
  const writing: Promise<void>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const drafts = batch;
    batch = [];
    if (writing.length >= CSV_IMPORT_BATCHES_IN_FLIGHT) await writing.shift();
    const slot = written.length;
    written.push([]);
    const pending = db
      .transaction((tx) => createImportedShipments(tx, { carriers, clientId, drafts, now }))
      .then((references) => {
        written[slot] = references;
      });
    // A failed batch is thrown by the wait on it, not left unhandled meanwhile.
    pending.catch(() => undefined);
    writing.push(pending);
  };
  const countWritten = () => {
    for (const reference of written.flat()) {
      if (reference) result.shipmentReferences.push(reference);
      else result.alreadyImported += 1;
    }
  };

  try {
    for await (const { row, cells } of readCsvRows(options.bytes)) {
      if (!header) {
        header = cells;
        columns = mapCsvHeader(cells);
        if (columns.every((column) => column === null))
          return { ...result, status: 'FAILED', error: CsvImportMessage.noColumns };
        continue;
      }
      const record = csvRecordOf(columns, cells);
      if (Object.keys(record).length === 0) continue;
      const outcome = csvRowToShipment(record);
      if (!outcome.isValid) {
        invalid.push({ row, cells, errors: outcome.errors });
        continue;
      }
      // A later row of an order this file already holds makes no shipment (a row per item of one order),
      // and is never sent: two batches in flight that both held two such orders could each wait on the
      // other's row in the order-id index.
      if (outcome.orderId !== null && orderIdsSent.has(outcome.orderId)) {
        result.alreadyImported += 1;
        continue;
      }
      if (outcome.orderId !== null) orderIdsSent.add(outcome.orderId);
      batch.push({
        // The row's own new object, given its sender in place rather than copied: a file makes thousands.
        shipment: Object.assign(outcome.shipment, sender),
        orderId: outcome.orderId,
        buyerNote: outcome.buyerNote,
      });
      if (batch.length >= CSV_IMPORT_BATCH_ROWS) await flush();
    }
    await flush();
    await Promise.all(writing);
    countWritten();
  } catch (error) {
    // The outcome is told once nothing of this import is still being written, with the batches that were.
    await Promise.allSettled(writing);
    countWritten();
    // csv-parse names a malformed file (a quote never closed); anything else is logged as ours.
    const isUnreadable = error instanceof CsvError;
    if (!isUnreadable) log.error({ err: error, importId }, 'CSV import failed');
    return {
      ...result,
      status: 'FAILED',
      error: isUnreadable ? CsvImportMessage.unreadable : CsvImportMessage.generic,
    };
  }
  if (!header) return { ...result, status: 'FAILED', error: CsvImportMessage.noColumns };

  result.invalidRows = invalid.length;
  result.errors = invalid
    .flatMap(({ row, errors }) => errors.map((error) => ({ row, ...error })))
    .slice(0, CSV_IMPORT_LISTED_ERRORS);
  if (invalid.length > 0) {
    const lines = invalid.map(({ row, cells, errors }) =>
      csvRow([
        ...header!.map((_, index) => cells[index] ?? ''),
        `row ${row}: ${errors.map((error) => `${error.column} ${error.messageKey}`).join('; ')}`,
      ]),
    );
    const key = clientFileKey(clientId, 'imports', `${importId}-invalid-rows.csv`);
    await storage.put(
      key,
      Buffer.from(`\uFEFF${csvRow([...header, 'errors'])}${lines.join('')}`, 'utf8'),
      'text/csv; charset=utf-8',
    );
    result.invalidRowsUrl = storage.url(key, { disposition: 'attachment' });
  }
  return result;
};

export const importCsvJob = defineJobKind({
  id: 'shipments.import.csv',
  version: 1,
  schema: z.object({ clientId: z.string().uuid(), importId: z.string().uuid() }),
});

/** The job's handler, given the carrier network a shipping rule's service is looked up on. */
export const defineImportCsvJob = ({ carriers }: { carriers: CarrierProvider }) =>
  defineJob({
    ...importCsvJob,
    // Rows with an order id are never imported twice; a retry could repeat those without one.
    options: { retryLimit: 0, pollingIntervalMs: 250 },
    handler: async ({ clientId, importId }, dependencies) => {
      const { db, storage } = dependencies;
      const stored = await csvImportRepository.get(db, clientId, importId);
      if (stored?.status !== 'RUNNING') return;
      const now = new Date();
      const file = await storage.get(stored.fileKey);
      const result = file
        ? await runCsvImport({ ...dependencies, carriers }, { clientId, importId, bytes: file.bytes, now })
        : { ...emptyResult(importId), status: 'FAILED' as const, error: CsvImportMessage.generic };
      await db.transaction(async (tx) => {
        await csvImportRepository.finish(tx, importId, result, new Date());
        await publishEvent(tx, { clientId, type: EventType.ImportEnded, payload: result });
      });
    },
  });
