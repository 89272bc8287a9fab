import { EventType } from '@shipdeck/domain/events/event-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { createShipmentLabelsJob } from './create-shipment-labels.job.ts';
import { toShipmentView } from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import { type ShipmentPrice, type ShipmentRow, shipments } from './shipments.tables.ts';
import { shipmentsLifecycleRepository } from './shipments-lifecycle.repository.ts';

/**
 * The shipments side of a purchase, for the pricing and orders modules (they never touch this
 * module's tables directly).
 */

/** The caller's shipments by reference (any order; unknown or foreign references are left out). */
export const findShipmentsByReferences = (
  db: Db,
  clientId: string,
  references: string[],
): Promise<ShipmentRow[]> => shipmentsRepository.findByReferences(db, clientId, references);

/**
 * Locks the caller's shipments until the end of the transaction, always in id order so two
 * orders over overlapping shipments cannot deadlock.
 */
export const lockShipmentsForPurchase = (
  tx: Db,
  clientId: string,
  references: string[],
): Promise<ShipmentRow[]> =>
  references.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(shipments)
        .where(and(eq(shipments.clientId, clientId), inArray(shipments.reference, references)))
        .orderBy(asc(shipments.id))
        .for('update');

/**
 * Moves paid shipments from ready to purchase to purchase success inside the caller's transaction,
 * stores the price paid, enqueues the carrier label job for each and publishes shipment.updated.
 * A shipment no longer ready to purchase is skipped and returned in `skipped`.
 */
export const markShipmentsPurchased = async (
  tx: Db,
  options: {
    jobs: JobQueue;
    clientId: string;
    orderId: string;
    orderDate: Date;
    shipments: { id: string; price: ShipmentPrice }[];
  },
): Promise<{ purchased: ShipmentRow[]; skipped: string[] }> => {
  const purchased: ShipmentRow[] = [];
  const skipped: string[] = [];
  for (const shipment of options.shipments) {
    const row = await shipmentsLifecycleRepository.updateIfState(tx, {
      id: shipment.id,
      fromState: 'READY_TO_PURCHASE',
      patch: {
        state: 'PURCHASE_SUCCESS',
        step: 'PURCHASED',
        orderId: options.orderId,
        orderDate: options.orderDate,
        price: shipment.price,
      },
    });
    if (!row || row.clientId !== options.clientId) {
      skipped.push(shipment.id);
      continue;
    }
    await options.jobs.enqueue(createShipmentLabelsJob, { shipmentId: row.id }, { tx });
    purchased.push(row);
  }
  // Events last in the transaction (one per shipment, in order).
  for (const row of purchased) {
    await publishEvent(tx, {
      clientId: options.clientId,
      type: EventType.ShipmentUpdated,
      payload: toShipmentView(row),
    });
  }
  return { purchased, skipped };
};
