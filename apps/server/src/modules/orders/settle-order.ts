import type { GatewayFailure } from '../../providers/payments/payment-gateway.ts';
import { findCustomsForShipments, markCustomsUsed } from '../customs/index.ts';
import { markPaymentMethodUsed } from '../payment-methods/index.ts';
import { releaseVoucherUses } from '../pricing/index.ts';
import { queueSellerMail, SellerMailKind } from '../seller-mails/index.ts';
import { markShipmentsPurchased } from '../shipments/index.ts';
import { findShipmentExtras } from './find-shipment-extras.ts';
import { ordersRepository } from './orders.repository.ts';
import type { OrderRow } from './orders.tables.ts';
import type { OrderDependencies } from './orders-dependencies.ts';
import { settleRefund } from './refund-order.ts';

export type Settlement = { order: OrderRow; failure?: GatewayFailure };

/**
 * Charges a pending order and buys its shipments. Safe to run twice and from two processes at
 * once: the gateway charges an idempotency key (the order id) once, and only one settlement moves
 * the order out of PENDING. A declined charge fails the order and frees its shipments, which stay
 * ready to purchase.
 */
export const settleOrder = async (
  dependencies: Pick<OrderDependencies, 'db' | 'jobs' | 'gateway' | 'carriers'>,
  orderId: string,
): Promise<Settlement | null> => {
  const { db, jobs, gateway, carriers } = dependencies;
  const order = await ordersRepository.findById(db, orderId);
  if (!order) return null;
  if (order.status !== 'PENDING') return { order: await settleRefund(dependencies, order) };

  let transactionId: string | null = null;
  if (order.totalAmount > 0 && order.paymentSource) {
    const charge = await gateway.charge(db, {
      clientId: order.clientId,
      source: order.paymentSource,
      amount: order.totalAmount,
      currency: 'EUR',
      idempotencyKey: order.id,
    });
    if (!charge.ok) {
      const code =
        charge.kind === 'declined'
          ? 'PaymentDenied'
          : charge.kind === 'invalid'
            ? 'InvalidPayload'
            : 'Default';
      const failed = await db.transaction(async (tx) => {
        const row = await ordersRepository.finish(tx, order.id, { status: 'FAILED', failureCode: code });
        if (row) {
          await ordersRepository.setLinesStatus(tx, order.id, 'FAILED', {
            errorCode: code,
            message: charge.reason,
          });
          // Nothing was bought: the vouchers it took can be used again.
          await releaseVoucherUses(tx, { clientId: order.clientId, orderId: order.id });
        }
        return row;
      });
      return { order: failed ?? order, failure: charge };
    }
    transactionId = charge.transactionId;
  }

  const settled = await db.transaction(async (tx) => {
    const paid = await ordersRepository.finish(tx, order.id, { status: 'PAID', transactionId });
    if (!paid) return null;
    const lines = (await ordersRepository.lines(tx, order.id)).filter((line) => line.status === 'PENDING');
    const customs = await findCustomsForShipments(
      tx,
      order.clientId,
      lines.map((line) => line.shipmentId),
    );
    await markCustomsUsed(
      tx,
      order.clientId,
      [...customs.values()].map((invoice) => invoice.id),
      order.id,
    );
    if (order.paymentMethodId) await markPaymentMethodUsed(tx, order.clientId, order.paymentMethodId);
    const { skipped } = await markShipmentsPurchased(tx, {
      carriers,
      jobs,
      sources: { findShipmentExtras },
      clientId: order.clientId,
      orderId: order.id,
      orderDate: paid.createdAt,
      shipments: lines.map((line) => ({ id: line.shipmentId, price: line.price! })),
    });
    // A shipment changed by its seller since the order was placed is not bought, and what was
    // charged for it is owed back.
    let refundDue = 0;
    if (skipped.length > 0) {
      await ordersRepository.setLinesStatus(tx, order.id, 'FAILED', {
        shipmentIds: skipped,
        errorCode: 'InvalidPayload',
        message: 'order.error.shipment-changed',
      });
      await releaseVoucherUses(tx, { clientId: order.clientId, orderId: order.id, shipmentIds: skipped });
      refundDue = lines
        .filter((line) => skipped.includes(line.shipmentId))
        .reduce((sum, line) => sum + line.amount, 0);
      if (transactionId && refundDue > 0) await ordersRepository.owe(tx, order.id, refundDue);
    }
    await ordersRepository.setLinesStatus(tx, order.id, 'PAID');
    // The receipt of a charge made now (a deferred order is paid later, against its invoice).
    if (transactionId)
      await queueSellerMail(tx, {
        jobs,
        clientId: order.clientId,
        factKey: `order:${order.id}`,
        mail: {
          kind: SellerMailKind.PaymentReceipt,
          facts: {
            orderReference: paid.reference,
            amount: paid.totalAmount,
            currency: paid.currency,
            shipments: lines.length,
            paidAt: paid.updatedAt.toISOString(),
          },
        },
      });
    return { ...paid, refundDue };
  });
  if (!settled) return { order: (await ordersRepository.findById(db, order.id)) ?? order };
  return { order: await settleRefund(dependencies, settled) };
};
