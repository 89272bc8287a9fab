import type { CreateOrderRequest } from '@shipdeck/domain/orders/orders.schema';
import { canPayFree } from '@shipdeck/domain/pricing/rules/free-order';
import { isFullVoucher } from '@shipdeck/domain/pricing/rules/voucher';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import {
  findPaymentMethods,
  getDeferredEligibility,
  getDeferredInstrument,
  getStoredPaymentMethod,
} from '../payment-methods/index.ts';
import type { PricedShipment } from '../pricing/index.ts';
import { fieldError } from './order-errors.ts';
import type { PaymentSource } from './orders.tables.ts';

/**
 * How this order is paid: a nonce, a stored method's token, or nothing charged now (free, own
 * contract, deferred). A deferred order is backed by the client's current deferred instrument
 * (`backedBy`, ADR 0018), which is not charged at checkout.
 */
export const paymentSourceOf = async (options: {
  db: Db;
  auth: AuthContext;
  input: CreateOrderRequest;
  priced: PricedShipment[];
}): Promise<{ source: PaymentSource; backedBy?: string }> => {
  const { db, auth, input, priced } = options;
  const { method } = input.payment;
  const total = priced.reduce((sum, p) => sum + p.details.price.totalPrice, 0);
  const allOwnContract = priced.every((p) => p.service.isOwnContract);
  if (method === 'free' || method === 'owncontract') {
    const hasStoredMethod = (await findPaymentMethods(db, auth.clientId)).length > 0;
    const isFree = canPayFree({
      totalPrice: total,
      hasFullVoucher: priced.every((p) => isFullVoucher(p.voucher)),
      allOwnContract,
      hasStoredMethod,
    });
    if (!isFree || (method === 'owncontract' && !allOwnContract))
      throw fieldError('ValueNotAllowedField', 'payment.method', 'payment.error.free-not-allowed');
    return { source: null };
  }
  if (method === 'deferred') {
    if (!(await getDeferredEligibility(db, auth)))
      throw new AppError({
        code: 'ClientNotAuthorized',
        status: 403,
        messageKey: 'payment.error.deferred-not-allowed',
      });
    return { source: null, backedBy: (await getDeferredInstrument(db, auth.clientId))?.id };
  }
  if (input.payment.paymentMethodId) {
    const stored = await getStoredPaymentMethod(db, auth.clientId, input.payment.paymentMethodId);
    // The instrument behind DEFERRED backs deferred orders; it is not a method to pay with directly.
    if (!stored || stored.method !== method || stored.type !== 'DIRECT')
      throw fieldError('ValueNotAllowedField', 'payment.paymentMethodId', 'payment.error.method-invalid');
    return { source: { token: stored.gatewayToken } };
  }
  if (!input.payment.nonce) throw fieldError('RequiredField', 'payment.nonce', 'error.payment.verification');
  return { source: { nonce: input.payment.nonce } };
};
