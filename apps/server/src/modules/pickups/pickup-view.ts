import type { Pickup } from '@shipdeck/domain/pickups/pickup.schema';
import type { Db } from '../../platform/db/database.ts';
import { pickupsRepository } from './pickups.repository.ts';
import type { PickupRow } from './pickups.tables.ts';

/** A collection as the API answers it, with the shipments it takes. */
export const pickupViewOf = async (db: Db, row: PickupRow): Promise<Pickup> => {
  const links = await pickupsRepository.shipmentsOf(db, row.clientId, [row.id]);
  return {
    id: row.id,
    state: row.state === 'CANCELLED' ? 'CANCELLED' : 'BOOKED',
    carrierId: row.carrierId,
    carrierName: row.carrierName,
    confirmationNumber: row.confirmationNumber ?? '',
    warehouseId: row.warehouseId,
    date: row.pickupDate,
    windowFrom: row.windowFrom,
    windowTo: row.windowTo,
    parcelCount: row.parcelCount,
    shipments: links.map((link) => ({ id: link.shipmentId, reference: link.shipmentReference })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};
