import {
  type LinkOwnContractServicesRequest,
  OwnContractMessage,
} from '@shipdeck/domain/own-contracts/own-contracts.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { ownContractsRepository } from './own-contracts.repository.ts';

/** Links the chosen services to the contract: only the carrier's own, at least one. */
export const updateOwnContractServices = async (
  db: Db,
  input: {
    clientId: string;
    contractId: string;
    request: LinkOwnContractServicesRequest;
    carriers: CarrierProvider;
  },
) => {
  const contract = await ownContractsRepository.get(db, input.clientId, input.contractId);
  if (!contract || contract.carrierId !== input.request.contractModelId) throw notFound();
  const offered = new Set(input.carriers.contractCarrier(contract.carrierId)?.services.map(({ id }) => id));
  const serviceIds = [...new Set(input.request.serviceIds)];
  if (serviceIds.some((id) => !offered.has(id)))
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 422,
      messageKey: OwnContractMessage.unknownService,
      field: 'serviceIds',
    });
  await ownContractsRepository.updateServices(db, { clientId: input.clientId, id: contract.id, serviceIds });
  return { contractId: contract.id, serviceIds };
};
