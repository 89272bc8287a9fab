import { type Pickup, type PickupCreate, PickupMessage } from '@shipdeck/domain/pickups/pickup.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { announceShipments, type ShipmentViewSources } from '../shipments/index.ts';
import { checkPickupSlot } from './check-pickup-slot.ts';
import { carrierRefusal, type FindPickupContract, pickupContractOf } from './pickup-contract.ts';
import { loadCollectableShipments, unprocessable } from './pickup-shipments.ts';
import { pickupViewOf } from './pickup-view.ts';
import { pickupsRepository } from './pickups.repository.ts';

const alreadyBooked = () =>
  new AppError({
    code: 'Conflict',
    status: 409,
    messageKey: PickupMessage.alreadyBooked,
    field: 'shipmentReferences',
  });

/**
 * Books a carrier collection for bought shipments of one origin and carrier. The booking, its
 * shipments and the carrier's confirmation are written in one transaction, and the carrier is asked
 * with a key made of the client and the request key: a retried or doubled request (same key) answers
 * the first booking and books nothing more; a shipment already in a live collection is 409. Shipments
 * bought on the seller's own contract are collected on it, with its credentials.
 */
export const createPickup = async (
  db: Db,
  input: {
    clientId: string;
    request: PickupCreate;
    carriers: CarrierProvider;
    findContract: FindPickupContract;
    now: Date;
    sources: ShipmentViewSources;
  },
): Promise<{ pickup: Pickup; isNew: boolean }> => {
  const { clientId, request, carriers } = input;
  const existing = await pickupsRepository.findByRequestKey(db, clientId, request.requestKey);
  if (existing) return { pickup: await pickupViewOf(db, existing), isNew: false };
  const collectable = await loadCollectableShipments(db, {
    clientId,
    references: request.shipmentReferences,
    carriers,
    now: input.now,
  });
  checkPickupSlot(request, collectable.days);
  const contract = await pickupContractOf(db, collectable.contractServiceId, input.findContract);
  return db.transaction(async (tx) => {
    const row = await pickupsRepository.insertIfNew(tx, {
      clientId,
      requestKey: request.requestKey,
      carrierId: collectable.carrierId,
      carrierName: collectable.carrierName,
      warehouseId: collectable.warehouseId,
      pickupDate: request.date,
      windowFrom: request.windowFrom,
      windowTo: request.windowTo,
      parcelCount: request.parcelCount,
    });
    if (!row) {
      // The same request ran meanwhile and committed first.
      const first = await pickupsRepository.findByRequestKey(tx, clientId, request.requestKey);
      if (!first) throw alreadyBooked();
      return { pickup: await pickupViewOf(tx, first), isNew: false };
    }
    const isLinked = await pickupsRepository.linkShipments(tx, {
      clientId,
      pickupId: row.id,
      shipments: collectable.shipments.map((shipment) => ({
        id: shipment.id,
        reference: shipment.reference,
      })),
    });
    if (!isLinked) throw alreadyBooked();
    const confirmation = await carriers
      .bookPickup(tx, {
        idempotencyKey: `${clientId}:${request.requestKey}`,
        carrierId: collectable.carrierId,
        address: collectable.address,
        shipmentReferences: collectable.shipments.map((shipment) => shipment.reference),
        date: request.date,
        windowFrom: request.windowFrom,
        windowTo: request.windowTo,
        parcelCount: request.parcelCount,
        ...(contract ? { contract } : {}),
      })
      .catch((error: unknown) => {
        throw carrierRefusal(error);
      });
    const booked = await pickupsRepository.markBooked(tx, row.id, confirmation.confirmationNumber);
    if (!booked) throw unprocessable(PickupMessage.carrierRefused);
    // Their views show the collection now.
    await announceShipments(tx, input.sources, {
      clientId,
      shipmentIds: collectable.shipments.map((shipment) => shipment.id),
    });
    return { pickup: await pickupViewOf(tx, booked), isNew: true };
  });
};
