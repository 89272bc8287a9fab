import { EventType } from '@shipdeck/domain/events/event-types';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import type { Booking, LabelRequest } from '../../providers/carriers/carrier-provider.ts';
import { findLabelDeclarations, labelRequestOf } from './label-request.ts';
import { toShipmentView } from './shipment-view.ts';
import { type NewShipmentRow, type ShipmentRow, shipments } from './shipments.tables.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

/** Where the label a carrier made at purchase is kept (one 4x6 page a parcel). */
export const purchaseLabelKey = (clientId: string, reference: string) =>
  clientFileKey(clientId, 'labels', `${reference}.pdf`);

const RETRY_LIMIT = 3;

const isAwaitingLabels = (state: string) => state === 'PURCHASE_SUCCESS' || state === 'RETRY';

/**
 * After payment: the carrier books the shipment, the booking is recorded, then the labels are made.
 * Success moves it through carrier ok to ready to print with its tracking numbers (tracking starts
 * there); a carrier refusal leaves it in labels ko.
 *
 * Safe to run again at any point, also after a crash: the booking is asked for with the shipment id as
 * idempotency key (the carrier answers the first booking again) and recorded before the PDF is made,
 * so a retry never books twice. A cancellation that overtook label creation cancels the booking with
 * the tracking numbers recorded here; a booking recorded after the cancellation was done is cancelled
 * here.
 */
export const createShipmentLabelsJob = defineJobKind({
  id: 'shipment.label.generate',
  version: 1,
  schema: z.object({ shipmentId: z.string().uuid() }),
});

/**
 * The label is stored: the shipment passes carrier ok to ready to print in one transaction, so a
 * crash cannot leave it half way with nobody to finish the move.
 */
const markReadyToPrint = (
  db: Db,
  row: ShipmentRow,
  trackingNumbers: string[],
  onReady: (tx: Db) => Promise<void>,
) =>
  db.transaction(async (tx) => {
    const steps: Array<{ fromState: string; patch: Partial<NewShipmentRow> }> = [
      { fromState: row.state, patch: { state: 'CARRIER_OK', trackings: trackingNumbers, trackingUrl: null } },
      { fromState: 'CARRIER_OK', patch: { state: 'READY_TO_PRINT', labelCreatedAt: new Date() } },
    ];
    // A shipment already at carrier ok has its tracking numbers: only the last move is left.
    for (const step of row.state === 'CARRIER_OK' ? steps.slice(1) : steps) {
      const updated = await shipmentsLifecycleRepository.updateIfState(tx, { id: row.id, ...step });
      if (!updated) return;
      await publishEvent(tx, {
        clientId: row.clientId,
        type: EventType.ShipmentUpdated,
        payload: toShipmentView(updated),
      });
      if (updated.state === 'READY_TO_PRINT') await onReady(tx);
    }
  });

/** The job's handler, given where the customs figures printed on the labels come from. */
export const defineCreateShipmentLabelsJob = ({
  carriers,
  findDeclaredGoods,
  findBookingContract,
  labelCreated,
}: Pick<ShipmentsDependencies, 'carriers' | 'findDeclaredGoods' | 'findBookingContract' | 'labelCreated'>) =>
  defineJob({
    ...createShipmentLabelsJob,
    options: {
      retryLimit: RETRY_LIMIT,
      retryDelaySeconds: 2,
      retryBackoff: true,
      pollingIntervalMs: 250,
      concurrency: 4,
    },
    handler: async ({ shipmentId }, { app, retryCount }) => {
      const db = app.database.db;
      const [row] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
      if (!row) return;
      const onReady = (tx: Db) =>
        labelCreated(tx, { jobs: app.jobs, clientId: row.clientId, shipmentId: row.id });
      const cancelAtCarrier = () =>
        carriers.cancel(db, {
          serviceId: row.service?.id ?? '',
          reference: row.reference,
          trackingNumbers: row.trackings,
          reason: row.cancelReason ?? 'cancelled during label creation',
        });
      // An earlier attempt may have booked just before (or after) the cancellation was done.
      if (row.state === 'CANCELED') {
        await cancelAtCarrier();
        return;
      }
      // A process that died between the two steps of the last move left the label made and stored.
      if (row.state === 'CARRIER_OK') {
        await markReadyToPrint(db, row, row.trackings, onReady);
        return;
      }
      if (!isAwaitingLabels(row.state)) return;
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
      const markLabelsFailed = async () =>
        publish(
          await shipmentsLifecycleRepository.updateIfState(db, {
            id: row.id,
            fromState: row.state,
            patch: { state: 'LABELS_KO' },
          }),
        );

      const declared = await findLabelDeclarations(findDeclaredGoods, db, row.clientId, [row]);
      let request: LabelRequest;
      let booking: Booking;
      try {
        request = labelRequestOf(row, '4x6', declared.get(row.id));
        if (row.carrierBookingReference) {
          booking = { bookingReference: row.carrierBookingReference, trackingNumbers: row.trackings };
        } else {
          // A service on the seller's own contract is booked with their credentials (never logged).
          const contract = await findBookingContract(db, {
            clientId: row.clientId,
            serviceId: request.serviceId,
          });
          booking = await carriers.book(db, {
            ...request,
            idempotencyKey: row.id,
            ...(contract ? { contract } : {}),
          });
        }
      } catch (error) {
        app.log.warn({ err: error, reference: row.reference }, 'carrier refused the labels');
        await markLabelsFailed();
        return;
      }
      if (!row.carrierBookingReference) {
        const booked = await shipmentsLifecycleRepository.recordBooking(db, { id: row.id, ...booking });
        if (booked?.state === 'CANCELED') {
          await cancelAtCarrier();
          return;
        }
        // Cancel requested meanwhile: the cancellation cancels this booking with the numbers just recorded.
        if (!booked || !isAwaitingLabels(booked.state)) return;
      }

      try {
        const result = await carriers.createLabel(request);
        await app.storage.put(purchaseLabelKey(row.clientId, row.reference), result.pdf, 'application/pdf');
      } catch (error) {
        // Booked but no label yet: retried as the job is; after the last attempt the seller sees labels ko.
        if (retryCount < RETRY_LIMIT) throw error;
        app.log.error(
          { err: error, reference: row.reference },
          'could not make the labels of a booked shipment',
        );
        await markLabelsFailed();
        return;
      }
      await markReadyToPrint(db, row, booking.trackingNumbers, onReady);
    },
  });
