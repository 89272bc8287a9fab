import { EventType } from '@shipdeck/domain/events/event-types';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import { publishShipmentViews } from './shipment-views.ts';
import { shipments } from './shipments.tables.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

/**
 * The carrier's answer to a cancel request: canceled, and what the seller paid for it given back;
 * or, if refused, back to where it was (ready to print with its label, else labels ko).
 */
export const completeCancellationJob = defineJobKind({
  id: 'shipments.cancellation.complete',
  version: 1,
  schema: z.object({ shipmentId: z.string().uuid(), reason: z.string() }),
});

/** The job's handler, given how the order that paid for an accepted cancellation gives the money back. */
export const defineCompleteCancellationJob = ({
  carriers,
  refundCanceledShipment,
  cancellationAnswered,
  findShipmentExtras,
}: Pick<
  ShipmentsDependencies,
  'carriers' | 'refundCanceledShipment' | 'cancellationAnswered' | 'findShipmentExtras'
>) =>
  defineJob({
    ...completeCancellationJob,
    options: { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, pollingIntervalMs: 1000 },
    handler: async (payload, { db, jobs }) => {
      const [row] = await db.select().from(shipments).where(eq(shipments.id, payload.shipmentId));
      if (row?.state !== 'CANCEL_REQUESTED') return;
      const answer = await carriers.cancel(db, {
        serviceId: row.service?.id ?? '',
        reference: row.reference,
        trackingNumbers: row.trackings,
        reason: payload.reason,
      });
      await db.transaction(async (tx) => {
        const updated = await shipmentsLifecycleRepository.updateIfState(tx, {
          id: row.id,
          fromState: 'CANCEL_REQUESTED',
          // A booking the label job recorded after the row was read is not cancelled yet: try again.
          bookedAs: row.carrierBookingReference,
          patch: answer.accepted
            ? { state: 'CANCELED' }
            : { state: row.labelCreatedAt ? 'READY_TO_PRINT' : 'LABELS_KO', cancelRequestedAt: null },
        });
        if (!updated) {
          const [current] = await tx
            .select({ state: shipments.state })
            .from(shipments)
            .where(eq(shipments.id, row.id));
          if (current?.state === 'CANCEL_REQUESTED')
            throw new Error(
              `Shipment ${row.reference} was booked while its cancellation was sent; sending again`,
            );
        }
        if (updated && answer.accepted)
          await refundCanceledShipment(tx, { jobs: jobs, clientId: row.clientId, shipmentId: row.id });
        if (updated) {
          await cancellationAnswered(tx, {
            clientId: row.clientId,
            shipmentReference: row.reference,
            accepted: answer.accepted,
          });
          await publishShipmentViews(
            tx,
            { findShipmentExtras },
            { clientId: row.clientId, type: EventType.ShipmentUpdated, rows: [updated] },
          );
        }
      });
    },
  });
