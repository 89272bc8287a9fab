import type { CreateOrderRequest } from '@shipdeck/domain/orders/orders.schema';
import { canPayFree } from '@shipdeck/domain/pricing/rules/free-order';
import { isFullVoucher } from '@shipdeck/domain/pricing/rules/voucher';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import {
  findPaymentMethods,
  getDeferredEligibility,
  getStoredPaymentMethod,
} from '../payment-methods/index.ts';
import type { PricedShipment } from '../pricing/index.ts';
import { fieldError } from './order-errors.ts';
import type { PaymentSource } from './orders.tables.ts';

/** How this order is paid: a nonce, a stored method's token, or nothing (free, deferred, own contract). */
export const paymentSourceOf = async (options: {
  db: Db;
  auth: AuthContext;
  input: CreateOrderRequest;
  priced: PricedShipment[];
}): Promise<PaymentSource> => {
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
    return null;
  }
  if (method === 'deferred') {
    if (!(await getDeferredEligibility(db, auth)))
      throw new AppError({
        code: 'ClientNotAuthorized',
        status: 403,
        messageKey: 'payment.error.deferred-not-allowed',
      });
    return null;
  }
  if (input.payment.paymentMethodId) {
    const stored = await getStoredPaymentMethod(db, auth.clientId, input.payment.paymentMethodId);
    if (!stored || stored.method !== method)
      throw fieldError('ValueNotAllowedField', 'payment.paymentMethodId', 'payment.error.method-invalid');
    return { token: stored.gatewayToken };
  }
  if (!input.payment.nonce) throw fieldError('RequiredField', 'payment.nonce', 'error.payment.verification');
  return { nonce: input.payment.nonce };
};
