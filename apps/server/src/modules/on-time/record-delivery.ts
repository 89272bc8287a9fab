import { isOnTime } from '@shipdeck/domain/carriers/rules/on-time-score';
import { parseContractServiceId } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { laneDeliveries, laneOnTime, laneOnTimeShared, onTimeSharing } from './on-time.tables.ts';
import { lockSharing } from './sharing-lock.ts';

export type DeliveryRecord = {
  clientId: string;
  shipmentId: string;
  serviceId: string;
  fromCountry: string;
  toCountry: string;
  promisedDate: string;
  /** The delivery day on the destination's calendar. */
  deliveredDate: string;
};

/**
 * Records a delivery in the transaction that marks the shipment delivered, and moves the lane's
 * counts. Once per shipment: recording it again counts nothing. A service on the seller's own contract
 * counts under the catalogue service it runs. A client that shares its delivery data moves the
 * all-clients counts too, in the same transaction (the first delivery on a lane adds the client to them).
 */
export const recordDelivery = async (tx: Db, delivery: DeliveryRecord) => {
  const serviceId = parseContractServiceId(delivery.serviceId).serviceId;
  const inserted = await tx
    .insert(laneDeliveries)
    .values({ ...delivery, serviceId })
    .onConflictDoNothing({ target: laneDeliveries.shipmentId })
    .returning({ id: laneDeliveries.shipmentId });
  if (inserted.length === 0) return;
  const onTime = isOnTime(delivery) ? 1 : 0;
  await lockSharing(tx, delivery.clientId, 'delivery');
  const [own] = await tx
    .insert(laneOnTime)
    .values({
      clientId: delivery.clientId,
      serviceId,
      fromCountry: delivery.fromCountry,
      toCountry: delivery.toCountry,
      deliveredCount: 1,
      onTimeCount: onTime,
    })
    .onConflictDoUpdate({
      target: [laneOnTime.clientId, laneOnTime.fromCountry, laneOnTime.toCountry, laneOnTime.serviceId],
      set: {
        deliveredCount: sql`${laneOnTime.deliveredCount} + 1`,
        onTimeCount: sql`${laneOnTime.onTimeCount} + ${onTime}`,
      },
    })
    .returning({ deliveredCount: laneOnTime.deliveredCount });
  const [sharing] = await tx
    .select({ clientId: onTimeSharing.clientId })
    .from(onTimeSharing)
    .where(eq(onTimeSharing.clientId, delivery.clientId));
  if (!sharing) return;
  const newClient = own?.deliveredCount === 1 ? 1 : 0;
  await tx
    .insert(laneOnTimeShared)
    .values({
      serviceId,
      fromCountry: delivery.fromCountry,
      toCountry: delivery.toCountry,
      deliveredCount: 1,
      onTimeCount: onTime,
      clientCount: 1,
    })
    .onConflictDoUpdate({
      target: [laneOnTimeShared.fromCountry, laneOnTimeShared.toCountry, laneOnTimeShared.serviceId],
      set: {
        deliveredCount: sql`${laneOnTimeShared.deliveredCount} + 1`,
        onTimeCount: sql`${laneOnTimeShared.onTimeCount} + ${onTime}`,
        clientCount: sql`${laneOnTimeShared.clientCount} + ${newClient}`,
      },
    });
};
