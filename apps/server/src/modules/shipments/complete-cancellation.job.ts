import { EventType } from '@shipdeck/domain/events/event-types';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { carrierProvider } from '../carriers/carrier-provider.ts';
import { toShipmentView } from './shipment-view.ts';
import { shipments } from './shipments.tables.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

/** The carrier's answer to a cancel request: canceled, or back to where it was if refused. */
export const completeCancellationJob = defineJob({
  id: 'shipments.cancellation.complete',
  version: 1,
  schema: z.object({ shipmentId: z.string().uuid(), reason: z.string() }),
  options: { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, pollingIntervalMs: 1000 },
  handler: async (payload, { app }) => {
    const db = app.database.db;
    const [row] = await db.select().from(shipments).where(eq(shipments.id, payload.shipmentId));
    if (row?.state !== 'CANCEL_REQUESTED') return;
    const answer = await carrierProvider.cancel({
      serviceId: row.service?.id ?? '',
      reference: row.reference,
      trackingNumbers: row.trackings,
      reason: payload.reason,
    });
    await db.transaction(async (tx) => {
      const updated = await shipmentsLifecycleRepository.updateIfState(tx, {
        id: row.id,
        fromState: 'CANCEL_REQUESTED',
        patch: answer.accepted ? { state: 'CANCELED' } : { state: 'READY_TO_PRINT', cancelRequestedAt: null },
      });
      if (updated) {
        await publishEvent(tx, {
          clientId: row.clientId,
          type: EventType.ShipmentUpdated,
          payload: toShipmentView(updated),
        });
      }
    });
  },
});
