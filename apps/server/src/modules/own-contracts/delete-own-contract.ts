import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findPaymentMethods } from '../payment-methods/index.ts';
import { ownContractsRepository } from './own-contracts.repository.ts';

/**
 * Deactivates a contract: the row and its sealed credentials go. Answers the contract id and the client's
 * payment methods, which pay for what the contract no longer covers.
 */
export const deleteOwnContract = async (db: Db, input: { clientId: string; contractId: string }) => {
  const deleted = await ownContractsRepository.delete(db, input.clientId, input.contractId);
  if (!deleted) throw notFound();
  return { contractId: deleted.id, paymentMethods: await findPaymentMethods(db, input.clientId) };
};
