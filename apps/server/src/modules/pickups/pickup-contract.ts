import { parseContractServiceId } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { PickupMessage } from '@shipdeck/domain/pickups/pickup.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { BookingRequest } from '../../providers/carriers/carrier-provider.ts';
import type { ShipmentRow } from '../shipments/index.ts';

/** The seller's contract an own-contract service runs on, its credentials opened; undefined when none is. */
export type FindPickupContract = (db: Db, serviceId: string) => Promise<BookingRequest['contract']>;

/** Whether a shipment was bought on the seller's own contract rather than on ours. */
export const isOnOwnContract = (row: Pick<ShipmentRow, 'service'>) =>
  parseContractServiceId(row.service?.id ?? '').isOwnContract;

/** The own-contract service a collection's shipments were bought on; null when bought on ours. */
export const contractServiceIdOf = (row: Pick<ShipmentRow, 'service'> | undefined) =>
  row && isOnOwnContract(row) ? (row.service?.id ?? null) : null;

/**
 * The contract a collection is booked, moved and cancelled on: that of its shipments' own-contract
 * service. Shipments on a contract deactivated since cannot be collected on it.
 */
export const pickupContractOf = async (
  db: Db,
  contractServiceId: string | null,
  findContract: FindPickupContract,
): Promise<BookingRequest['contract']> => {
  if (!contractServiceId) return undefined;
  const contract = await findContract(db, contractServiceId);
  if (!contract)
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 422,
      messageKey: PickupMessage.carrierRefused,
    });
  return contract;
};

/** A carrier that refuses a call on a collection (a booking, a move, a cancellation) is 422 for the seller. */
export const carrierRefusal = (error: unknown) =>
  new AppError({
    code: 'CarrierProductFailure',
    status: 422,
    messageKey: PickupMessage.carrierRefused,
    cause: error,
  });
