import { parseContractServiceId } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { credentialsKeyOf } from '../../platform/secrets/credentials-key.ts';
import type { BookingRequest } from '../../providers/carriers/carrier-provider.ts';
import { openCredentials } from './contract-credentials.ts';
import { ownContractsRepository } from './own-contracts.repository.ts';

/**
 * The contract a shipment on an own-contract service is booked on, with its credentials opened for the
 * carrier; undefined for a service bought from us, or when the contract was deactivated since (the carrier
 * then refuses the booking).
 */
export const getBookingContract = async (
  db: Db,
  input: { clientId: string; serviceId: string; config: Pick<AppConfig, 'CONTRACT_CREDENTIALS_KEY'> },
): Promise<BookingRequest['contract']> => {
  const { serviceId, isOwnContract } = parseContractServiceId(input.serviceId);
  if (!isOwnContract) return undefined;
  const rows = await ownContractsRepository.listOfClient(db, input.clientId);
  const contract = rows.find((row) => row.serviceIds.includes(serviceId));
  if (!contract) return undefined;
  return {
    contractId: contract.id,
    credentials: openCredentials({ ...contract, key: credentialsKeyOf(input.config) }),
  };
};
