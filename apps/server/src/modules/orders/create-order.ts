import {
  type CustomsPurchaseProblem,
  customsPurchaseProblemOf,
} from '@shipdeck/domain/customs/rules/customs-purchase';
import type { CreateOrderRequest } from '@shipdeck/domain/orders/orders.schema';
import { requiresCarrierTerms } from '@shipdeck/domain/orders/rules/carrier-terms';
import { canPayFree } from '@shipdeck/domain/pricing/rules/free-order';
import { isFullVoucher } from '@shipdeck/domain/pricing/rules/voucher';
import { shipmentAddressProblems } from '@shipdeck/domain/shipments/rules/shipment-address';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getBillingClient } from '../billing-client/index.ts';
import { carrierProvider, checkServiceAvailability, getCarrierOffer } from '../carriers/index.ts';
import { findCustomsForShipments } from '../customs/index.ts';
import {
  findPaymentMethods,
  getDeferredEligibility,
  getStoredPaymentMethod,
  paymentFailureError,
} from '../payment-methods/index.ts';
import { isPhoneVerificationRequired } from '../phone-verification/index.ts';
import { loadShipments, type PricedShipment, priceShipmentRows } from '../pricing/index.ts';
import { lockShipmentsForPurchase, type ShipmentRow } from '../shipments/index.ts';
import { failureError, failureOf, fieldError, type ShipmentFailure } from './order-errors.ts';
import { newOrderReference } from './order-reference.ts';
import { ordersRepository } from './orders.repository.ts';
import type { PaymentSource } from './orders.tables.ts';
import { SETTLE_SAFETY_DELAY_SECONDS, settleOrderJob } from './settle-order.job.ts';
import { settleOrder } from './settle-order.ts';

const alreadyReceived = (orderReference: string) =>
  new AppError({
    code: 'RequestAlreadyReceived',
    status: 409,
    messageKey: 'payment.error.request-already-received',
    details: { orderReference },
  });

const stateFailure = (row: ShipmentRow): ShipmentFailure =>
  // A draft whose service no longer serves its route says so, as pricing it would.
  row.state === 'AWAITING_COMPLETION' && row.serviceProblem
    ? { reference: row.reference, code: 'MissingCarrierProduct', status: 422, messageKey: row.serviceProblem }
    : row.state === 'AWAITING_COMPLETION'
      ? {
          reference: row.reference,
          code: 'InvalidPayload',
          status: 422,
          messageKey: 'order.error.shipment-not-ready',
        }
      : {
          reference: row.reference,
          code: 'ShipmentAlreadyPayed',
          status: 409,
          messageKey: 'payment.error.shipment-already-paid',
        };

const DRAFT_STATES: readonly string[] = ['AWAITING_COMPLETION', 'READY_TO_PURCHASE'];

/**
 * A draft whose sender or recipient the address rules refuse (it may have been stored before
 * them) is not bought: the failure names the shipment and the field, with the address book's key.
 */
const addressFailureOf = (row: ShipmentRow): ShipmentFailure | null => {
  if (!DRAFT_STATES.includes(row.state)) return null;
  const [problem] = shipmentAddressProblems({ from: row.fromAddress, to: row.toAddress });
  return problem
    ? {
        reference: row.reference,
        code: problem.errorCode,
        status: 422,
        messageKey: problem.messageKey,
        field: problem.field,
      }
    : null;
};

const customsFailure = (reference: string, code: CustomsPurchaseProblem): ShipmentFailure => ({
  reference,
  code,
  status: 422,
  messageKey: 'payment.error.customs',
});

/** Request checks the schema cannot word with the order's field error codes (MustNotBeEmptyField …). */
const checkFields = (input: CreateOrderRequest) => {
  if (input.shipments.length === 0)
    throw fieldError('MustNotBeEmptyField', 'shipments', 'form.error.must-not-be-empty');
  if (input.idempotencyKey.length !== 36)
    throw fieldError('SizeNotEqualsField', 'idempotencyKey', 'form.error.size-not-equals');
  if (input.orderCustomReference !== undefined && input.orderCustomReference.trim() === '')
    throw fieldError('MustNotBeBlankField', 'orderCustomReference', 'form.error.must-not-be-blank');
  if ((input.payment.type === 'DEFERRED') !== (input.payment.method === 'deferred'))
    throw fieldError('ErrorField', 'payment.type', 'payment.error.type-method-mismatch');
};

/**
 * Create order: prices the shipments again on the server, checks each with the carrier
 * and its customs, then takes the order exactly once — the idempotency key is unique per client
 * and the shipments are locked while the order claims them, so the same order sent twice (in
 * parallel or after a timeout) is charged once and buys its labels once. Shipments that cannot be
 * bought are reported per shipment; the order fails only when none can.
 */
export const createOrder = async (options: {
  app: FastifyInstance;
  auth: AuthContext;
  input: CreateOrderRequest;
  now: Date;
}) => {
  const { app, auth, input, now } = options;
  const db = app.database.db;
  checkFields(input);
  if (await isPhoneVerificationRequired(db, auth))
    throw new AppError({
      code: 'ClientNotAuthorized',
      status: 403,
      messageKey: 'error.purchase-not-allowed',
    });
  if (!(await getBillingClient(db, auth.clientId)))
    throw new AppError({
      code: 'MissingTaxInformation',
      status: 422,
      messageKey: 'payment.error.missing-tax-information',
    });
  const seen = await ordersRepository.findByKey(db, auth.clientId, input.idempotencyKey);
  if (seen) throw alreadyReceived(seen.reference);

  const rows = await loadShipments(db, auth.clientId, input.shipments);
  const offer = await getCarrierOffer(db, auth);
  const failures: ShipmentFailure[] = [];
  const ready = rows.filter((row) => {
    const addressFailure = addressFailureOf(row);
    if (addressFailure) {
      failures.push(addressFailure);
      return false;
    }
    if (row.state === 'READY_TO_PURCHASE') return true;
    failures.push(stateFailure(row));
    return false;
  });
  let priced: PricedShipment[] = [];
  try {
    priced = await priceShipmentRows({ db, auth, rows: ready, now, offer });
  } catch {
    for (const row of ready) {
      try {
        priced.push(...(await priceShipmentRows({ db, auth, rows: [row], now, offer })));
      } catch (error) {
        failures.push(failureOf(row.reference, error));
      }
    }
  }
  const customs = await findCustomsForShipments(
    db,
    auth.clientId,
    priced.map((p) => p.row.id),
  );
  priced = priced.filter(({ row, service }) => {
    const invoice = customs.get(row.id);
    const customsProblem = customsPurchaseProblemOf({
      customsRequired: service.customsRequired,
      invoice: invoice ? { status: invoice.status, isUsed: invoice.usedByOrderId !== null } : null,
    });
    if (customsProblem) {
      failures.push(customsFailure(row.reference, customsProblem));
      return false;
    }
    try {
      checkServiceAvailability({
        provider: carrierProvider,
        serviceId: service.id,
        offer,
        now,
        query: {
          from: { country: row.fromAddress.alpha2Code!, zip: row.fromAddress.zipCode! },
          to: { country: row.toAddress.alpha2Code!, zip: row.toAddress.zipCode! },
          packages: row.parcels.map(({ weight, length, width, height }) => ({
            weight,
            length,
            width,
            height,
          })),
          source: row.source,
          ...(row.collectionDate ? { collectionDate: row.collectionDate } : {}),
          ...(row.dropoffPointId ? { dropoffPointId: row.dropoffPointId } : {}),
        },
      });
      return true;
    } catch (error) {
      failures.push(failureOf(row.reference, error));
      return false;
    }
  });
  if (priced.length === 0) throw failureError(failures[0]!);
  if (requiresCarrierTerms(priced.map((p) => p.service.carrierId)) && !input.carriersTermsAndConditions)
    throw new AppError({
      code: 'CarrierTermsAndConditionsRejected',
      status: 422,
      messageKey: 'form.error.carriers-terms',
      field: 'carriersTermsAndConditions',
    });

  const source = await paymentSourceOf({ app, auth, input, priced });
  const order = await db.transaction(async (tx) => {
    const created = await ordersRepository.insertOnce(tx, {
      clientId: auth.clientId,
      reference: newOrderReference(now),
      idempotencyKey: input.idempotencyKey,
      paymentMethod: input.payment.method,
      paymentType: input.payment.type,
      paymentSource: source,
      paymentMethodId: input.payment.paymentMethodId ?? null,
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
    const locked = new Map(
      (
        await lockShipmentsForPurchase(
          tx,
          auth.clientId,
          priced.map((p) => p.row.reference),
        )
      ).map((row) => [row.id, row]),
    );
    const active = new Map(
      (await ordersRepository.findActiveLines(tx, auth.clientId, [...locked.keys()])).map((hit) => [
        hit.line.shipmentId,
        hit,
      ]),
    );
    // Re-read under lock: another order may have claimed or bought a shipment since it was priced.
    const claimable = priced.filter(({ row }) => {
      const current = locked.get(row.id);
      const holder = active.get(row.id);
      if (holder?.order.status === 'PENDING') {
        failures.push(failureOf(row.reference, alreadyReceived(holder.order.reference)));
        return false;
      }
      if (current?.state !== 'READY_TO_PURCHASE' || holder) {
        failures.push(current ? stateFailure(current) : stateFailure({ ...row, state: 'PURCHASE_SUCCESS' }));
        return false;
      }
      return true;
    });
    if (claimable.length === 0) throw failureError(failures[0]!);
    const totalAmount = claimable.reduce((sum, p) => sum + p.details.price.totalPrice, 0);
    if (totalAmount === 0 && input.payment.method !== 'free' && input.payment.method !== 'owncontract')
      throw fieldError('MustBePositiveField', 'totalAmount', 'payment.error.amount-must-be-positive');
    await ordersRepository.insertShipments(
      tx,
      claimable.map((p, position) => ({
        orderId: created.id,
        clientId: auth.clientId,
        shipmentId: p.row.id,
        shipmentReference: p.row.reference,
        position,
        amount: p.details.price.totalPrice,
        price: p.details.price,
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
    await app.jobs.enqueue(
      settleOrderJob,
      { orderId: created.id },
      { tx, startAfter: new Date(now.getTime() + SETTLE_SAFETY_DELAY_SECONDS * 1000) },
    );
    await ordersRepository.setTotal(tx, created.id, totalAmount);
    return { ...created, totalAmount };
  });

  const settlement = await settleOrder(app, order.id);
  if (settlement?.failure) throw paymentFailureError(settlement.failure, 'payment.nonce');
  const lines = await ordersRepository.lines(db, order.id);
  return {
    orderReference: order.reference,
    totalAmount: lines.filter((line) => line.status === 'PAID').reduce((sum, line) => sum + line.amount, 0),
    currency: 'EUR' as const,
    shipments: lines.map((line) =>
      line.status === 'PAID'
        ? { reference: line.shipmentReference, status: true }
        : {
            reference: line.shipmentReference,
            status: false,
            error_code: line.errorCode ?? 'Default',
            message: line.message ?? 'payment.error.generic',
            ...(line.field ? { field: line.field } : {}),
          },
    ),
  };
};

/** How this order is paid: a nonce, a stored method's token, or nothing (free, deferred, own contract). */
const paymentSourceOf = async (options: {
  app: FastifyInstance;
  auth: AuthContext;
  input: CreateOrderRequest;
  priced: PricedShipment[];
}): Promise<PaymentSource> => {
  const { app, auth, input, priced } = options;
  const db = app.database.db;
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
