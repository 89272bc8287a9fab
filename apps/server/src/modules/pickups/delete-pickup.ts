import { localDateAt } from '@shipdeck/domain/geo/time-zone';
import { type Pickup, PickupMessage } from '@shipdeck/domain/pickups/pickup.schema';
import { isPickupDayOver, pickupCancelEligibility } from '@shipdeck/domain/pickups/rules/pickup-cancellation';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import {
  announceShipments,
  findShipmentsByReferences,
  type ShipmentViewSources,
} from '../shipments/index.ts';
import {
  carrierRefusal,
  contractServiceIdOf,
  type FindPickupContract,
  pickupContractOf,
} from './pickup-contract.ts';
import { pickupViewOf } from './pickup-view.ts';
import { pickupsRepository } from './pickups.repository.ts';
import type { PickupRow } from './pickups.tables.ts';

type CancelInput = {
  clientId: string;
  id: string;
  carriers: CarrierProvider;
  findContract: FindPickupContract;
  now: Date;
  sources: ShipmentViewSources;
};

/**
 * Refuses (409) to cancel a collection whose parcels the carrier already took: tracking says one left,
 * or its day is over on the origin's calendar and the carrier confirms it came.
 */
const refuseWhenCollected = async (tx: Db, current: PickupRow, input: CancelInput) => {
  const links = await pickupsRepository.shipmentsOf(tx, input.clientId, [current.id]);
  const shipments = await findShipmentsByReferences(
    tx,
    input.clientId,
    links.map((link) => link.shipmentReference),
  );
  const origin = shipments[0]?.fromAddress;
  const today = localDateAt(input.now, { country: origin?.alpha2Code ?? '', zip: origin?.zipCode ?? '' });
  const { confirmationNumber } = current;
  const isCollectionConfirmed =
    confirmationNumber !== null &&
    isPickupDayOver({ pickupDate: current.pickupDate, today }) &&
    (await input.carriers.isPickupCollected(tx, { confirmationNumber, today }));
  const eligibility = pickupCancelEligibility({
    shipments,
    pickupDate: current.pickupDate,
    today,
    isCollectionConfirmed,
  });
  if (!eligibility.isAllowed)
    throw new AppError({ code: 'Conflict', status: 409, messageKey: PickupMessage.collected });
  return shipments;
};

/**
 * Cancels a collection with the carrier; its shipments are free to be booked on another. Cancelling
 * again answers the cancelled collection and asks the carrier nothing. A collection the carrier already
 * made cannot be cancelled.
 */
export const deletePickup = async (db: Db, input: CancelInput): Promise<Pickup> =>
  db.transaction(async (tx) => {
    const current = await pickupsRepository.findById(tx, input.clientId, input.id, { forUpdate: true });
    if (!current) throw notFound(PickupMessage.notFound);
    if (current.state === 'CANCELLED') return pickupViewOf(tx, current);
    const [first] = await refuseWhenCollected(tx, current, input);
    if (current.confirmationNumber) {
      // A collection on the seller's contract is cancelled on it, with its credentials.
      const contract = await pickupContractOf(tx, contractServiceIdOf(first), input.findContract);
      await input.carriers
        .cancelPickup(tx, {
          confirmationNumber: current.confirmationNumber,
          ...(contract ? { contract } : {}),
        })
        .catch((error: unknown) => {
          throw carrierRefusal(error);
        });
    }
    const links = await pickupsRepository.shipmentsOf(tx, input.clientId, [input.id]);
    await pickupsRepository.unlinkShipments(tx, input.clientId, input.id);
    const cancelled = await pickupsRepository.markCancelled(tx, input.id);
    if (!cancelled) throw notFound(PickupMessage.notFound);
    // Their views no longer show a booked collection.
    await announceShipments(tx, input.sources, {
      clientId: input.clientId,
      shipmentIds: links.map((link) => link.shipmentId),
    });
    return pickupViewOf(tx, cancelled);
  });
