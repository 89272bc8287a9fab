import {
  credentialsSchemaOf,
  OwnContractMessage,
  type RegisterOwnContractRequest,
} from '@shipdeck/domain/own-contracts/own-contracts.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { sealCredentials } from './contract-credentials.ts';
import { ownContractsRepository } from './own-contracts.repository.ts';

const contractNotValid = () =>
  new AppError({ code: 'Conflict', status: 409, messageKey: OwnContractMessage.contractNotValid });

/**
 * Registers the client's contract with a carrier: the fields checked as the contract says (422 on the first
 * wrong field), then the carrier asked whether they open a contract (409 'Contract not valid' when not),
 * then the credentials sealed and stored. One contract per carrier (409 when one exists).
 */
export const createOwnContract = async (
  db: Db,
  input: { clientId: string; request: RegisterOwnContractRequest; carriers: CarrierProvider; key: Buffer },
) => {
  const carrierId = input.request.contractModelId;
  if (!input.carriers.contractCarrier(carrierId))
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 422,
      messageKey: OwnContractMessage.unknownCarrier,
      field: 'contractModelId',
    });
  const parsed = credentialsSchemaOf(carrierId).safeParse(input.request.credentials);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const isUnknownField = issue.code === 'unrecognized_keys';
    throw new AppError({
      code: isUnknownField ? 'ValueNotAllowedField' : 'RequiredField',
      status: 422,
      messageKey: isUnknownField ? OwnContractMessage.fieldError : issue.message,
      field: ['credentials', ...(isUnknownField ? [] : issue.path.map(String))].join('.'),
    });
  }
  // Blank optional fields are left out: the carrier gets only what the seller filled in.
  const credentials = Object.fromEntries(
    Object.entries(parsed.data).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  if (!(await input.carriers.verifyContract({ carrierId, credentials }))) throw contractNotValid();
  const row = await ownContractsRepository.insert(db, {
    clientId: input.clientId,
    carrierId,
    ...sealCredentials({ clientId: input.clientId, carrierId, credentials, key: input.key }),
  });
  if (!row)
    throw new AppError({ code: 'Conflict', status: 409, messageKey: OwnContractMessage.alreadyRegistered });
  return { contractId: row.id };
};
