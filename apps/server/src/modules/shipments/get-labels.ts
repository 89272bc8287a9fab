import { createHash } from 'node:crypto';
import { EventType } from '@shipdeck/domain/events/event-types';
import type { LabelFormat } from '@shipdeck/domain/shipments/post-sale.schema';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import { carrierProvider } from '../carriers/carrier-provider.ts';
import { labelRequestOf } from './label-request.ts';
import { toShipmentView } from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

/**
 * Renders the labels of the caller's shipments into one file, stores it and records that their
 * labels were downloaded. Every reference must be the caller's and have labels (ready for shipping
 * or on its way); otherwise nothing is rendered.
 */
export const createLabelsFile = async (
  app: FastifyInstance,
  input: {
    clientId: string;
    references: string[];
    format: LabelFormat;
    disposition: 'inline' | 'attachment';
  },
) => {
  const db = app.database.db;
  const references = [...new Set(input.references)];
  const rows = await shipmentsRepository.findByReferences(db, input.clientId, references);
  if (rows.length !== references.length) throw notFound('shipment.error.not-found');
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  const ordered = references.map((reference) => byReference.get(reference)!);
  if (ordered.some((row) => !toShipmentView(row).actions.canDownloadLabels)) {
    throw new AppError({ code: 'ValueNotAllowedField', status: 409, messageKey: 'labels.error.not-ready' });
  }
  let pdf: Uint8Array;
  try {
    pdf = (
      await carrierProvider.createLabels(
        ordered.map((row) => labelRequestOf(row, input.format)),
        input.format,
      )
    ).pdf;
  } catch (error) {
    throw new AppError({
      code: 'CarrierProductFailure',
      status: 502,
      messageKey: 'labels.error.not-generated',
      cause: error,
    });
  }
  const digest = createHash('sha256').update(references.join(',')).digest('hex').slice(0, 20);
  const key = clientFileKey(input.clientId, 'labels', `${input.format}-${digest}.pdf`);
  await app.storage.put(key, pdf, 'application/pdf');
  await db.transaction(async (tx) => {
    const changed = await shipmentsLifecycleRepository.markLabelsDownloaded(
      tx,
      input.clientId,
      ordered.map((row) => row.id),
    );
    for (const row of changed) {
      await publishEvent(tx, {
        clientId: input.clientId,
        type: EventType.ShipmentUpdated,
        payload: toShipmentView(row),
      });
    }
  });
  return { url: app.storage.url(key, { disposition: input.disposition }) };
};
