import { type Pickup, PickupMessage, type PickupSlot } from '@shipdeck/domain/pickups/pickup.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { announceShipments, type ShipmentViewSources } from '../shipments/index.ts';
import { checkPickupSlot } from './check-pickup-slot.ts';
import { carrierRefusal, type FindPickupContract, pickupContractOf } from './pickup-contract.ts';
import { loadCollectableShipments } from './pickup-shipments.ts';
import { pickupViewOf } from './pickup-view.ts';
import { pickupsRepository } from './pickups.repository.ts';

/**
 * Moves a booked collection to another offered day, window or parcel count, checked by the same
 * rules as a booking; the carrier keeps its confirmation number. A collection on the seller's contract
 * is moved on it, with its credentials. A cancelled collection is 409.
 */
export const updatePickup = async (
  db: Db,
  input: {
    clientId: string;
    id: string;
    slot: PickupSlot;
    carriers: CarrierProvider;
    findContract: FindPickupContract;
    now: Date;
    sources: ShipmentViewSources;
  },
): Promise<Pickup> => {
  const { clientId, id, slot, carriers } = input;
  const current = await pickupsRepository.findById(db, clientId, id);
  if (!current) throw notFound(PickupMessage.notFound);
  if (current.state !== 'BOOKED' || !current.confirmationNumber)
    throw new AppError({ code: 'Conflict', status: 409, messageKey: PickupMessage.notChangeable });
  const links = await pickupsRepository.shipmentsOf(db, clientId, [id]);
  const collectable = await loadCollectableShipments(db, {
    clientId,
    references: links.map((link) => link.shipmentReference),
    carriers,
    now: input.now,
  });
  checkPickupSlot(slot, collectable.days);
  const contract = await pickupContractOf(db, collectable.contractServiceId, input.findContract);
  return db.transaction(async (tx) => {
    const locked = await pickupsRepository.findById(tx, clientId, id, { forUpdate: true });
    if (locked?.state !== 'BOOKED' || !locked.confirmationNumber)
      throw new AppError({ code: 'Conflict', status: 409, messageKey: PickupMessage.notChangeable });
    await carriers
      .changePickup(tx, {
        confirmationNumber: locked.confirmationNumber,
        ...slot,
        ...(contract ? { contract } : {}),
      })
      .catch((error: unknown) => {
        throw carrierRefusal(error);
      });
    const moved = await pickupsRepository.moveSlot(tx, id, slot);
    if (!moved) throw notFound(PickupMessage.notFound);
    // Their views show the new day and window.
    await announceShipments(tx, input.sources, {
      clientId,
      shipmentIds: links.map((link) => link.shipmentId),
    });
    return pickupViewOf(tx, moved);
  });
};
