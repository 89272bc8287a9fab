import { EventType } from '@shipdeck/domain/events/event-types';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import { carrierProvider } from '../carriers/carrier-provider.ts';
import { labelRequestOf } from './label-request.ts';
import { toShipmentView } from './shipment-view.ts';
import { shipments } from './shipments.tables.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

/** Where the label a carrier made at purchase is kept (one 4x6 page a parcel). */
export const purchaseLabelKey = (clientId: string, reference: string) =>
  clientFileKey(clientId, 'labels', `${reference}.pdf`);

/**
 * After payment: the carrier books the shipment and makes its labels. Success moves it through
 * carrier ok to ready to print with its tracking numbers (tracking starts there); a carrier refusal
 * leaves it in labels ko. Safe to run twice: a shipment past purchase success is left alone.
 */
export const createShipmentLabelsJob = defineJob({
  id: 'shipment.label.generate',
  version: 1,
  schema: z.object({ shipmentId: z.string().uuid() }),
  options: {
    retryLimit: 3,
    retryDelaySeconds: 2,
    retryBackoff: true,
    pollingIntervalMs: 250,
    concurrency: 4,
  },
  handler: async ({ shipmentId }, { app }) => {
    const db = app.database.db;
    const [row] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
    if (!row || (row.state !== 'PURCHASE_SUCCESS' && row.state !== 'RETRY')) return;
    const publish = (updated: typeof row | undefined) =>
      updated
        ? db.transaction((tx) =>
            publishEvent(tx, {
              clientId: row.clientId,
              type: EventType.ShipmentUpdated,
              payload: toShipmentView(updated),
            }),
          )
        : undefined;

    let result: Awaited<ReturnType<typeof carrierProvider.createLabel>>;
    try {
      result = await carrierProvider.createLabel(labelRequestOf(row, '4x6'));
    } catch (error) {
      app.log.warn({ err: error, reference: row.reference }, 'carrier refused the labels');
      await publish(
        await shipmentsLifecycleRepository.updateIfState(db, {
          id: row.id,
          fromState: row.state,
          patch: { state: 'LABELS_KO' },
        }),
      );
      return;
    }
    await app.storage.put(purchaseLabelKey(row.clientId, row.reference), result.pdf, 'application/pdf');
    const carrierOk = await shipmentsLifecycleRepository.updateIfState(db, {
      id: row.id,
      fromState: row.state,
      patch: { state: 'CARRIER_OK', trackings: result.trackingNumbers, trackingUrl: null },
    });
    await publish(carrierOk);
    if (!carrierOk) return;
    await publish(
      await shipmentsLifecycleRepository.updateIfState(db, {
        id: row.id,
        fromState: 'CARRIER_OK',
        patch: { state: 'READY_TO_PRINT', labelCreatedAt: new Date() },
      }),
    );
  },
});
