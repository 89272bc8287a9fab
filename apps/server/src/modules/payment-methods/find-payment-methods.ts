import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { lastUsedIdOf, toPaymentMethodDto } from './payment-method-dto.ts';
import { paymentMethodsRepository } from './payment-methods.repository.ts';

/** The methods a seller pays with directly; the instrument behind DEFERRED is the payment tab's. */
export const findPaymentMethods = async (db: Db, clientId: string) => {
  const rows = (await paymentMethodsRepository.list(db, clientId)).filter((row) => row.type === 'DIRECT');
  const lastUsed = lastUsedIdOf(rows);
  return rows.map((row) => toPaymentMethodDto(row, lastUsed));
};

export const getPaymentMethod = async (db: Db, clientId: string, id: string) => {
  const rows = await paymentMethodsRepository.list(db, clientId);
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound('payment-method.error.not-found');
  return toPaymentMethodDto(row, lastUsedIdOf(rows));
};

/** For the orders module: the stored method and its gateway token, scoped to the client. */
export const getStoredPaymentMethod = async (db: Db, clientId: string, id: string) =>
  paymentMethodsRepository.get(db, clientId, id);

export const markPaymentMethodUsed = (db: Db, clientId: string, id: string) =>
  paymentMethodsRepository.markUsed(db, clientId, id);
