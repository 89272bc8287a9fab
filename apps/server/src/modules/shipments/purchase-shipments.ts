import type { DropoffPointSnapshot } from '@shipdeck/domain/carriers/carriers.schema';
import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentUpsales } from '@shipdeck/domain/shipments/shipment.schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { createShipmentLabelsJob } from './create-shipment-labels.job.ts';
import { destinationPointOfBooking, originPointOfBooking } from './purchased-points.ts';
import { publishShipmentViews, type ShipmentViewSources } from './shipment-views.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import { type ShipmentPrice, type ShipmentRow, shipments } from './shipments.tables.ts';

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

/** The caller's shipments by id, for modules that keep a shipment id (customs documents). */
export const findShipmentsByIds = (db: Db, clientId: string, ids: string[]): Promise<ShipmentRow[]> =>
  shipmentsRepository.findByIds(db, clientId, ids);

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
 * Records the extras each shipment carries as just priced (pricing saves a choice; an order takes the
 * shipments at the price it charges), so the shipment's view shows them without pricing it again.
 */
export const recordShipmentUpsales = async (
  db: Db,
  clientId: string,
  entries: { id: string; upsales: ShipmentUpsales }[],
) => {
  if (entries.length === 0) return;
  const byId = Object.fromEntries(entries.map((entry) => [entry.id, entry.upsales]));
  await db
    .update(shipments)
    .set({ upsales: sql`(${JSON.stringify(byId)}::jsonb -> (${shipments.id}::text))` })
    .where(and(eq(shipments.clientId, clientId), inArray(shipments.id, Object.keys(byId))));
};

/** When each shipment is expected at its destination, from its collection date and service. */
const deliveryEstimates = async (
  carriers: CarrierProvider,
  tx: Db,
  clientId: string,
  ids: string[],
  now: Date,
) => {
  const rows = await tx
    .select({
      id: shipments.id,
      from: shipments.fromAddress,
      to: shipments.toAddress,
      service: shipments.service,
      collectionDate: shipments.collectionDate,
    })
    .from(shipments)
    .where(and(eq(shipments.clientId, clientId), inArray(shipments.id, ids)));
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      row.service
        ? carriers.estimateDelivery({
            serviceId: row.service.id,
            from: { country: row.from.alpha2Code ?? '', zip: row.from.zipCode ?? '' },
            to: { country: row.to.alpha2Code ?? '', zip: row.to.zipCode ?? '' },
            collectionDate: row.collectionDate,
            now,
          })
        : null,
    ]),
  );
};

/**
 * The points each shipment is bought with, by id: where it is handed in (the seller's choice, else
 * the carrier's nearest) and where it is collected, as the carrier lists them now. Only points found
 * are listed; a shipment without one keeps what it stored.
 */
const purchasedPoints = async (carriers: CarrierProvider, tx: Db, clientId: string, ids: string[]) => {
  const rows = await tx
    .select({
      id: shipments.id,
      service: shipments.service,
      fromAddress: shipments.fromAddress,
      toAddress: shipments.toAddress,
      parcels: shipments.parcels,
      dropoffPointId: shipments.dropoffPointId,
      originDropoffPointId: shipments.originDropoffPointId,
    })
    .from(shipments)
    .where(and(eq(shipments.clientId, clientId), inArray(shipments.id, ids)));
  const byId = (pick: (row: (typeof rows)[number]) => DropoffPointSnapshot | null) => {
    const found: Record<string, DropoffPointSnapshot> = {};
    for (const row of rows) {
      const point = pick(row);
      if (point) found[row.id] = point;
    }
    return found;
  };
  return {
    origin: byId((row) => originPointOfBooking(carriers, row)),
    destination: byId((row) => destinationPointOfBooking(carriers, row)),
  };
};

/**
 * Moves paid shipments from ready to purchase to purchase success inside the caller's transaction,
 * stores the price paid, the estimated delivery date and the points it is handed in and collected at, enqueues the carrier label job for each and publishes shipment.updated.
 * A shipment no longer ready to purchase is skipped and returned in `skipped`. One statement each
 * for the update, the jobs and the events, so an order of hundreds of shipments holds its locks for
 * a few round trips rather than three per shipment.
 */
export const markShipmentsPurchased = async (
  tx: Db,
  options: {
    carriers: CarrierProvider;
    jobs: JobQueue;
    sources: ShipmentViewSources;
    clientId: string;
    orderId: string;
    orderDate: Date;
    shipments: { id: string; price: ShipmentPrice }[];
  },
): Promise<{ purchased: ShipmentRow[]; skipped: string[] }> => {
  if (options.shipments.length === 0) return { purchased: [], skipped: [] };
  const priceById = Object.fromEntries(options.shipments.map((shipment) => [shipment.id, shipment.price]));
  const ids = Object.keys(priceById);
  // Counted from the moment of purchase on the same clock the carrier's collection days use.
  const estimateById = await deliveryEstimates(options.carriers, tx, options.clientId, ids, new Date());
  const points = await purchasedPoints(options.carriers, tx, options.clientId, ids);
  const updated = await tx
    .update(shipments)
    .set({
      state: 'PURCHASE_SUCCESS',
      step: 'PURCHASED',
      orderId: options.orderId,
      orderDate: options.orderDate,
      price: sql`(${JSON.stringify(priceById)}::jsonb -> (${shipments.id}::text))`,
      estimatedDeliveryDate: sql`(${JSON.stringify(estimateById)}::jsonb ->> (${shipments.id}::text))::date`,
      // The label and the details name the points the shipment was bought with.
      originDropoffPoint: sql`coalesce(${JSON.stringify(points.origin)}::jsonb -> (${shipments.id}::text), ${shipments.originDropoffPoint})`,
      dropoffPoint: sql`coalesce(${JSON.stringify(points.destination)}::jsonb -> (${shipments.id}::text), ${shipments.dropoffPoint})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(shipments.clientId, options.clientId),
        inArray(shipments.id, ids),
        eq(shipments.state, 'READY_TO_PURCHASE'),
      ),
    )
    .returning();
  // Kept in the order asked, so jobs and events follow the order's lines.
  const byId = new Map(updated.map((row) => [row.id, row]));
  const purchased = options.shipments.flatMap((shipment) => byId.get(shipment.id) ?? []);
  const skipped = options.shipments.filter((shipment) => !byId.has(shipment.id)).map((s) => s.id);
  await options.jobs.enqueueMany(
    createShipmentLabelsJob,
    purchased.map((row) => ({ shipmentId: row.id })),
    { tx },
  );
  await publishShipmentViews(tx, options.sources, {
    clientId: options.clientId,
    type: EventType.ShipmentUpdated,
    rows: purchased,
  });
  return { purchased, skipped };
};
