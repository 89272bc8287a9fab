import { createHash } from 'node:crypto';
import { EventType } from '@shipdeck/domain/events/event-types';
import type { LabelFormat, ZplDpi } from '@shipdeck/domain/shipments/post-sale.schema';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import { findLabelDeclarations, labelRequestOf } from './label-request.ts';
import { hasLabels } from './shipment-view.ts';
import { publishShipmentViews, type ShipmentViewSources } from './shipment-views.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

/**
 * Shipments read and marked per slice, with other requests let in between: the embedded database
 * answers on the thread that serves requests, and 500 rows at once held it for about 0.3 s.
 */
const SLICE = 100;

const inSlices = async <T, R>(items: readonly T[], work: (slice: T[]) => Promise<R[]>): Promise<R[]> => {
  const done: R[] = [];
  for (let first = 0; first < items.length; first += SLICE) {
    if (first > 0) await new Promise((resolve) => setImmediate(resolve));
    done.push(...(await work(items.slice(first, first + SLICE))));
  }
  return done;
};

type LabelsInput = {
  carriers: ShipmentsDependencies['carriers'];
  clientId: string;
  references: string[];
  findDeclaredGoods: ShipmentsDependencies['findDeclaredGoods'];
  findShipmentExtras: ShipmentsDependencies['findShipmentExtras'];
};

/**
 * The caller's shipments to print, in the order asked. Every reference must be the caller's and have
 * labels (ready for shipping or on its way); otherwise nothing is printed.
 */
const shipmentsToPrint = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage'>,
  input: LabelsInput,
) => {
  const db = dependencies.db;
  const references = [...new Set(input.references)];
  const rows = await inSlices(references, (slice) =>
    shipmentsRepository.findByReferences(db, input.clientId, slice),
  );
  if (rows.length !== references.length) throw notFound('shipment.error.not-found');
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  const ordered = references.map((reference) => byReference.get(reference)!);
  if (ordered.some((row) => !hasLabels(row.state))) {
    throw new AppError({ code: 'ValueNotAllowedField', status: 409, messageKey: 'labels.error.not-ready' });
  }
  const declared = await findLabelDeclarations(input.findDeclaredGoods, db, input.clientId, ordered);
  return { ordered, declared };
};

/** Asks the carrier for the document; its refusal is a 502 the seller can retry. */
const fromCarrier = async <T>(make: () => Promise<T>) => {
  try {
    return await make();
  } catch (error) {
    throw new AppError({
      code: 'CarrierProductFailure',
      status: 502,
      messageKey: 'labels.error.not-generated',
      cause: error,
    });
  }
};

/** Records that these shipments' labels were downloaded, with a shipment-updated event each. */
const markDownloaded = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage'>,
  sources: ShipmentViewSources,
  clientId: string,
  ids: string[],
) => {
  await dependencies.db.transaction(async (tx) => {
    const marked = await inSlices(ids, (slice) =>
      shipmentsLifecycleRepository.markLabelsDownloaded(tx, clientId, slice),
    );
    await publishShipmentViews(tx, sources, { clientId, type: EventType.ShipmentUpdated, rows: marked });
  });
};

/** Renders the labels of the caller's shipments into one PDF and records that they were downloaded. */
export const renderShipmentLabels = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage'>,
  input: LabelsInput & { format: LabelFormat },
) => {
  const { ordered, declared } = await shipmentsToPrint(dependencies, input);
  // A request the carrier cannot take (a point it no longer knows) is refused like its document.
  const { pdf } = await fromCarrier(() =>
    input.carriers.createLabels(
      ordered.map((row) => labelRequestOf(input.carriers, row, input.format, declared.get(row.id))),
      input.format,
    ),
  );
  await markDownloaded(
    dependencies,
    input,
    input.clientId,
    ordered.map((row) => row.id),
  );
  return pdf;
};

/**
 * The same labels in ZPL for a thermal printer (4×6 inches, 203 or 300 dpi), one document for all the
 * shipments asked, recorded as downloaded.
 */
export const renderShipmentZplLabels = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage'>,
  input: LabelsInput & { dpi: ZplDpi },
) => {
  const { ordered, declared } = await shipmentsToPrint(dependencies, input);
  const { zpl } = await fromCarrier(() =>
    input.carriers.createZplLabels(
      ordered.map((row) => labelRequestOf(input.carriers, row, '4x6', declared.get(row.id))),
      input.dpi,
    ),
  );
  await markDownloaded(
    dependencies,
    input,
    input.clientId,
    ordered.map((row) => row.id),
  );
  return zpl;
};

/** The labels as a stored file, for links that outlive the request (combined prints, merges). */
export const createLabelsFile = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage'>,
  input: {
    carriers: ShipmentsDependencies['carriers'];
    clientId: string;
    references: string[];
    format: LabelFormat | 'ZPL';
    /** Only for ZPL; 203 when not given. */
    dpi?: ZplDpi;
    disposition: 'inline' | 'attachment';
    findDeclaredGoods: ShipmentsDependencies['findDeclaredGoods'];
    findShipmentExtras: ShipmentsDependencies['findShipmentExtras'];
  },
) => {
  const digest = createHash('sha256')
    .update([...new Set(input.references)].join(','))
    .digest('hex')
    .slice(0, 20);
  const { format } = input;
  if (format === 'ZPL') {
    // A thermal printer takes the labels as one ZPL stream: bulk ZPL is every label's, in order.
    const dpi = input.dpi ?? 203;
    const zpl = await renderShipmentZplLabels(dependencies, { ...input, dpi });
    const key = clientFileKey(input.clientId, 'labels', `ZPL-${dpi}-${digest}.zpl`);
    await dependencies.storage.put(key, Buffer.from(zpl), 'application/zpl');
    return { url: dependencies.storage.url(key, { disposition: 'attachment' }) };
  }
  const pdf = await renderShipmentLabels(dependencies, { ...input, format });
  const key = clientFileKey(input.clientId, 'labels', `${format}-${digest}.pdf`);
  await dependencies.storage.put(key, pdf, 'application/pdf');
  return { url: dependencies.storage.url(key, { disposition: input.disposition }) };
};
