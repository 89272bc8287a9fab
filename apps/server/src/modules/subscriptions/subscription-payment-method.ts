import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { getStoredPaymentMethod } from '../payment-methods/index.ts';

/** Plans are paid by card or PayPal, stored (vaulted) so that renewals can charge them. */
const SUBSCRIPTION_METHODS = new Set(['creditcard', 'creditcard3dsecure', 'paypal']);

/** The client's stored method by id: another client's id is not found, another kind not allowed. */
export const requireSubscriptionPaymentMethod = async (db: Db, clientId: string, id: string) => {
  const method = await getStoredPaymentMethod(db, clientId, id);
  if (!method) throw notFound('payment-method.error.not-found');
  if (!SUBSCRIPTION_METHODS.has(method.method))
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 422,
      messageKey: 'subscriptions.error.method-not-allowed',
      field: 'paymentMethodId',
    });
  return method;
};
