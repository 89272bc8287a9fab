import {
  CONTRACT_CARRIER_IDS,
  type OwnContractModel,
} from '@shipdeck/domain/own-contracts/own-contracts.schema';
import type { Db } from '../../platform/db/database.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { ownContractsRepository } from './own-contracts.repository.ts';

/**
 * The contract models: every carrier that takes own contracts, with the client's contract
 * if registered and which of its services run on it. Credentials never come back.
 */
export const findOwnContracts = async (
  db: Db,
  input: { clientId: string; carriers: CarrierProvider },
): Promise<OwnContractModel[]> => {
  const contracts = new Map(
    (await ownContractsRepository.listOfClient(db, input.clientId)).map((row) => [row.carrierId, row]),
  );
  return CONTRACT_CARRIER_IDS.flatMap((carrierId) => {
    const carrier = input.carriers.contractCarrier(carrierId);
    if (!carrier) return [];
    const contract = contracts.get(carrierId);
    const selected = new Set(contract?.serviceIds ?? []);
    return [
      {
        id: carrier.id,
        carrierId: carrier.id,
        carrierName: carrier.name,
        logoId: carrier.logoId,
        isRegistered: contract !== undefined,
        contractId: contract?.id ?? null,
        services: carrier.services.map((service) => ({ ...service, isSelected: selected.has(service.id) })),
      },
    ];
  });
};
