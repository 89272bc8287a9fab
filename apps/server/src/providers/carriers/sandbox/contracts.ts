import {
  areCredentialsValid,
  CONTRACT_CREDENTIAL_FIELDS,
  parseContractServiceId,
} from '@shipdeck/domain/own-contracts/own-contracts.schema';
import type {
  CarrierOffer,
  ContractCarrier,
  ContractCredentials,
  OwnContractOffer,
} from '../carrier-provider.ts';
import { findCarrier } from './catalogue.ts';
import { SANDBOX_CONTRACT_SECRET } from './magic-values.ts';

/** A sandbox carrier that takes own contracts: a seller can run all of its services on one. */
export const contractCarrierOf = (carrierId: string): ContractCarrier | null => {
  const carrier = findCarrier(carrierId);
  if (!carrier || !CONTRACT_CREDENTIAL_FIELDS[carrierId]) return null;
  return {
    id: carrier.id,
    name: carrier.name,
    logoId: carrier.logoId,
    services: carrier.services.map((service) => ({ id: service.id, name: service.name })),
  };
};

/** Whether credentials open a contract with the sandbox carrier (documented in docs/sandbox.md). */
export const isSandboxContract = (carrierId: string, credentials: ContractCredentials) => {
  if (!areCredentialsValid(carrierId, credentials)) return false;
  const secretField = CONTRACT_CREDENTIAL_FIELDS[carrierId]!.find(
    (field) => field.isSecret && field.isRequired,
  );
  return secretField !== undefined && credentials[secretField.name] === SANDBOX_CONTRACT_SECRET;
};

/** The account a contract books under, as the carrier's ledger records it: its first (user) field. */
export const contractAccountOf = (carrierId: string, credentials: ContractCredentials) => {
  const first = CONTRACT_CREDENTIAL_FIELDS[carrierId]?.[0];
  return first ? (credentials[first.name] ?? null) : null;
};

/** The seller's contract an own-contract service id runs on, when the offer holds it. */
export const contractFor = (
  offer: CarrierOffer,
  carrierId: string,
  serviceId: string,
): OwnContractOffer | undefined =>
  offer.ownContracts?.find(
    (contract) => contract.carrierId === carrierId && contract.serviceIds.includes(serviceId),
  );

/** Whether an id names a service the caller may use: on their contract, or bought from us as the offer allows. */
export const isOfferedById = (options: {
  id: string;
  carrierId: string;
  offer: CarrierOffer;
  isCarrierOffered: boolean;
}) => {
  const { serviceId, isOwnContract } = parseContractServiceId(options.id);
  return isOwnContract
    ? contractFor(options.offer, options.carrierId, serviceId) !== undefined
    : options.isCarrierOffered;
};
