import type { Db } from '../../platform/db/database.ts';
import { findCustomsInvoiceIds } from '../customs/index.ts';
import { findCollectionBookings } from '../pickups/index.ts';
import { findVoucherCodes } from '../pricing/index.ts';

/**
 * What a shipment's view shows that the modules built on shipments hold, by shipment id: the voucher
 * code on it while it applies to its service (pricing), its customs invoice (customs) and the
 * collection booked for it (pickups).
 */
export const findShipmentExtras = async (
  db: Db,
  clientId: string,
  shipments: { id: string; serviceId: string | null }[],
) => {
  const shipmentIds = shipments.map((shipment) => shipment.id);
  // Small reads by primary key, asked together (on PostgreSQL they run side by side).
  const [vouchers, customs, collections] = await Promise.all([
    findVoucherCodes(db, clientId, shipments),
    findCustomsInvoiceIds(db, clientId, shipmentIds),
    findCollectionBookings(db, clientId, shipmentIds),
  ]);
  return new Map(
    shipmentIds.map((id) => [
      id,
      {
        voucherName: vouchers.get(id) ?? null,
        customsInvoiceId: customs.get(id) ?? null,
        collection: collections.get(id) ?? null,
      },
    ]),
  );
};
