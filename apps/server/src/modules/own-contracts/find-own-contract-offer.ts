import type { Db } from '../../platform/db/database.ts';
import type { OwnContractOffer } from '../../providers/carriers/carrier-provider.ts';
import { ownContractsRepository } from './own-contracts.repository.ts';

/** The client's contracts with services chosen, as the carrier offer carries them (no credentials). */
export const findOwnContractOffer = async (db: Db, clientId: string): Promise<OwnContractOffer[]> =>
  (await ownContractsRepository.listOfClient(db, clientId))
    .filter((row) => row.serviceIds.length > 0)
    .map((row) => ({ contractId: row.id, carrierId: row.carrierId, serviceIds: row.serviceIds }));
