import type { Db } from '../../platform/db/database.ts';
import { findCustomsInvoiceIds } from '../customs/index.ts';
import { findVoucherCodes } from '../pricing/index.ts';

/**
 * What a shipment's view shows of what its purchase is made of, held by the modules an order uses:
 * the voucher code on it while it applies to its service (pricing) and its customs invoice (customs),
 * by shipment id.
 */
export const findShipmentExtras = async (
  db: Db,
  clientId: string,
  shipments: { id: string; serviceId: string | null }[],
) => {
  const shipmentIds = shipments.map((shipment) => shipment.id);
  // Small reads by primary key, asked together (on PostgreSQL they run side by side).
  const [vouchers, customs] = await Promise.all([
    findVoucherCodes(db, clientId, shipments),
    findCustomsInvoiceIds(db, clientId, shipmentIds),
  ]);
  return new Map(
    shipmentIds.map((id) => [
      id,
      { voucherName: vouchers.get(id) ?? null, customsInvoiceId: customs.get(id) ?? null },
    ]),
  );
};
