import type { CreateOrderRequest } from '@shipdeck/domain/orders/orders.schema';
import { chargedLinesOf } from '@shipdeck/domain/pricing/rules/shipment-price';
import { upsalesOf } from '@shipdeck/domain/pricing/rules/upsales';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { type PricedShipment, useVouchers } from '../pricing/index.ts';
import { recordShipmentUpsales, type ShipmentRow } from '../shipments/index.ts';
import { claimLockedShipments } from './claim-locked-shipments.ts';
import {
  alreadyReceived,
  failureError,
  fieldError,
  type ShipmentFailure,
  voucherUsedUp,
} from './order-errors.ts';
import { newOrderReference } from './order-reference.ts';
import { ordersRepository } from './orders.repository.ts';
import type { PaymentSource } from './orders.tables.ts';
import { SETTLE_SAFETY_DELAY_SECONDS, settleOrderJob } from './settle-order.job.ts';

/**
 * Records the order exactly once, in one transaction: the idempotency key is unique per client, the
 * shipments are locked while the order claims them, every shipment gets its line (pending, or failed
 * with why), and the settle job is enqueued as a safety net in case this process dies before settling.
 */
export const takeOrder = (options: {
  db: Db;
  jobs: JobQueue;
  auth: AuthContext;
  input: CreateOrderRequest;
  now: Date;
  source: PaymentSource;
  /** The stored instrument behind a deferred order (not charged now). */
  backedBy?: string;
  rows: ShipmentRow[];
  priced: PricedShipment[];
  failures: ShipmentFailure[];
}) => {
  const { db, jobs, auth, input, now, source, rows, priced } = options;
  return db.transaction(async (tx) => {
    const created = await ordersRepository.insertOnce(tx, {
      clientId: auth.clientId,
      reference: newOrderReference(now),
      idempotencyKey: input.idempotencyKey,
      paymentMethod: input.payment.method,
      paymentType: input.payment.type,
      paymentSource: source,
      paymentMethodId: options.backedBy ?? input.payment.paymentMethodId ?? null,
      totalAmount: 0,
      customReference: input.orderCustomReference?.trim() ?? null,
      // The order date is the app's clock, the one its delivery estimate and reference are read on.
      createdAt: now,
      updatedAt: now,
    });
    if (!created) {
      const existing = await ordersRepository.findByKey(tx, auth.clientId, input.idempotencyKey);
      throw alreadyReceived(existing?.reference ?? '');
    }
    const claim = await claimLockedShipments(tx, { auth, priced });
    // A voucher's use limit is counted under its lock: a shipment whose voucher ran out since it was
    // priced (another order took the last use) is not bought, rather than charged another price.
    const refused = await useVouchers(tx, {
      clientId: auth.clientId,
      orderId: created.id,
      shipments: claim.claimable.map((p) => ({ shipmentId: p.row.id, code: p.voucher?.code ?? null })),
    });
    const claimable = claim.claimable.filter((p) => !refused.has(p.row.id));
    const failures = [
      ...options.failures,
      ...claim.failures,
      ...claim.claimable.filter((p) => refused.has(p.row.id)).map((p) => voucherUsedUp(p.row.reference)),
    ];
    if (claimable.length === 0) throw failureError(failures[0]!);
    const totalAmount = claimable.reduce((sum, p) => sum + p.details.price.totalPrice, 0);
    if (totalAmount === 0 && input.payment.method !== 'free' && input.payment.method !== 'owncontract')
      throw fieldError('MustBePositiveField', 'totalAmount', 'payment.error.amount-must-be-positive');
    // The shipment shows the extras this order charges for.
    await recordShipmentUpsales(
      tx,
      auth.clientId,
      claimable.map((p) => ({ id: p.row.id, upsales: upsalesOf(p.details) })),
    );
    await ordersRepository.insertShipments(
      tx,
      claimable.map((p, position) => ({
        orderId: created.id,
        clientId: auth.clientId,
        shipmentId: p.row.id,
        shipmentReference: p.row.reference,
        position,
        amount: p.details.price.totalPrice,
        // The price with the lines it is made of, which the bought shipment shows.
        price: { ...p.details.price, products: chargedLinesOf(p.details.products) },
        status: 'PENDING' as const,
      })),
    );
    const byReference = new Map(rows.map((row) => [row.reference, row]));
    await ordersRepository.insertShipments(
      tx,
      failures.map((failure, index) => ({
        orderId: created.id,
        clientId: auth.clientId,
        shipmentId: byReference.get(failure.reference)!.id,
        shipmentReference: failure.reference,
        position: claimable.length + index,
        amount: 0,
        price: null,
        status: 'FAILED' as const,
        errorCode: failure.code,
        message: failure.messageKey,
        field: failure.field ?? null,
      })),
    );
    await jobs.enqueue(
      settleOrderJob,
      { orderId: created.id },
      { tx, startAfter: new Date(now.getTime() + SETTLE_SAFETY_DELAY_SECONDS * 1000) },
    );
    await ordersRepository.setTotal(tx, created.id, totalAmount);
    return { ...created, totalAmount };
  });
};
