import type { Pickup } from '@shipdeck/domain/pickups/pickup.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findShipmentsByReferences } from '../shipments/index.ts';
import { pickupViewOf } from './pickup-view.ts';
import { pickupsRepository } from './pickups.repository.ts';

/** The live collection a shipment of the caller is booked on; null when none. Another client's shipment is not found. */
export const getShipmentPickup = async (
  db: Db,
  input: { clientId: string; reference: string },
): Promise<Pickup | null> => {
  const [shipment] = await findShipmentsByReferences(db, input.clientId, [input.reference]);
  if (!shipment) throw notFound('shipment.error.not-found');
  const pickupId = await pickupsRepository.pickupIdOfShipment(db, input.clientId, shipment.id);
  if (!pickupId) return null;
  const row = await pickupsRepository.findById(db, input.clientId, pickupId);
  return row ? pickupViewOf(db, row) : null;
};
