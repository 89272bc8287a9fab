import type { PlanPrice } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import type { Db } from '../../platform/db/database.ts';
import type { ChargeResult, PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import { getStoredPaymentMethod } from '../payment-methods/index.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';
import type { SubscriptionRow } from './subscriptions.tables.ts';

/**
 * Charges one billing of a subscription to its stored payment method. The idempotency key names the
 * subscription, the period and the attempt, so the same billing asked again (a doubled request, a
 * job run twice or after a crash) is answered by the gateway's first charge, never charged twice.
 * Refusals are recorded; an unavailable processor is not (the attempt is made again).
 */
export const chargeBilling = async (options: {
  db: Db;
  gateway: PaymentGateway;
  row: SubscriptionRow;
  period: number;
  attempt: number;
  price: PlanPrice;
}): Promise<ChargeResult> => {
  const { db, gateway, row, period, attempt, price } = options;
  const method = await getStoredPaymentMethod(db, row.clientId, row.paymentMethodId);
  const result: ChargeResult = method
    ? await gateway.charge(db, {
        clientId: row.clientId,
        source: { token: method.gatewayToken },
        amount: price.total,
        currency: 'EUR',
        idempotencyKey: `subscription:${row.id}:${period}:${attempt}`,
      })
    : { ok: false, kind: 'invalid', reason: 'payment.error.method-invalid' };
  if (!result.ok && result.kind === 'unavailable') return result;
  await subscriptionsRepository.insertCharge(db, {
    subscriptionId: row.id,
    clientId: row.clientId,
    period,
    attempt,
    subtotal: price.subtotal,
    taxRate: price.taxes.rate,
    taxTotal: price.taxes.total,
    total: price.total,
    status: result.ok ? 'SUCCEEDED' : 'DECLINED',
    transactionId: result.ok ? result.transactionId : null,
    failureReason: result.ok ? null : result.reason,
  });
  return result;
};
