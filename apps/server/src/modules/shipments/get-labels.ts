import { createHash } from 'node:crypto';
import { EventType } from '@shipdeck/domain/events/event-types';
import type { LabelFormat } from '@shipdeck/domain/shipments/post-sale.schema';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import { carrierProvider } from '../carriers/index.ts';
import { findLabelDeclarations, labelRequestOf } from './label-request.ts';
import { toShipmentView } from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

/**
 * Renders the labels of the caller's shipments into one PDF and records that their labels were
 * downloaded. Every reference must be the caller's and have labels (ready for shipping or on its
 * way); otherwise nothing is rendered.
 */
export const renderShipmentLabels = async (
  app: FastifyInstance,
  input: {
    clientId: string;
    references: string[];
    format: LabelFormat;
    findDeclaredGoods: ShipmentsDependencies['findDeclaredGoods'];
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
  const declared = await findLabelDeclarations(input.findDeclaredGoods, db, input.clientId, ordered);
  let pdf: Uint8Array;
  try {
    const requests = ordered.map((row) => labelRequestOf(row, input.format, declared.get(row.id)));
    pdf = (await carrierProvider.createLabels(requests, input.format)).pdf;
  } catch (error) {
    throw new AppError({
      code: 'CarrierProductFailure',
      status: 502,
      messageKey: 'labels.error.not-generated',
      cause: error,
    });
  }
  await db.transaction(async (tx) => {
    const ids = ordered.map((row) => row.id);
    for (const row of await shipmentsLifecycleRepository.markLabelsDownloaded(tx, input.clientId, ids)) {
      await publishEvent(tx, {
        clientId: input.clientId,
        type: EventType.ShipmentUpdated,
        payload: toShipmentView(row),
      });
    }
  });
  return pdf;
};

/** The labels as a stored file, for links that outlive the request (combined prints, merges). */
export const createLabelsFile = async (
  app: FastifyInstance,
  input: {
    clientId: string;
    references: string[];
    format: LabelFormat;
    disposition: 'inline' | 'attachment';
    findDeclaredGoods: ShipmentsDependencies['findDeclaredGoods'];
  },
) => {
  const pdf = await renderShipmentLabels(app, input);
  const digest = createHash('sha256')
    .update([...new Set(input.references)].join(','))
    .digest('hex')
    .slice(0, 20);
  const key = clientFileKey(input.clientId, 'labels', `${input.format}-${digest}.pdf`);
  await app.storage.put(key, pdf, 'application/pdf');
  return { url: app.storage.url(key, { disposition: input.disposition }) };
};
