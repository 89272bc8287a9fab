import { createHash } from 'node:crypto';
import { EventType } from '@shipdeck/domain/events/event-types';
import {
  DEFERRED_INSTRUMENT_METHODS,
  DEFERRED_VERIFICATION_AMOUNT,
  type RegisterPaymentMethodRequest,
} from '@shipdeck/domain/payments/payments.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { GatewayFailure, PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import { deferredPaymentRepository } from './deferred-payment.repository.ts';
import type { DeferredVerificationRow } from './deferred-payment.tables.ts';
import { describeNonceOf } from './describe-nonce.ts';
import { requirePaymentTab } from './get-deferred-payment.ts';
import { paymentFailureError } from './payment-failure-error.ts';
import { paymentMethodsRepository } from './payment-methods.repository.ts';

const isInstrumentMethod = (method: string): method is (typeof DEFERRED_INSTRUMENT_METHODS)[number] =>
  (DEFERRED_INSTRUMENT_METHODS as readonly string[]).includes(method);

/** A save seen before answers as it did then: its method, its failure, or "still running". */
const replayOf = (seen: DeferredVerificationRow) => {
  if (seen.status === 'SUCCEEDED' && seen.paymentMethodId) return { id: seen.paymentMethodId };
  if (seen.status === 'FAILED')
    throw paymentFailureError({
      ok: false,
      kind: seen.failureKind ?? 'declined',
      reason: seen.failureReason ?? 'card_declined',
    });
  throw new AppError({ code: 'Conflict', status: 409, messageKey: 'payment.error.verification-in-progress' });
};

/**
 * Sets the instrument behind the DEFERRED payment type (a 3-D Secure card or PayPal): the gateway
 * vaults the nonce, the vaulted instrument is charged 0.01 in the default currency to prove it works,
 * and that charge is refunded at once. Keyed by the nonce: a retried or doubled save charges once and
 * answers the first save's method. The new instrument replaces the previous one. See ADR 0018.
 */
export const saveDeferredPaymentMethod = async (options: {
  db: Db;
  gateway: PaymentGateway;
  auth: AuthContext;
  input: RegisterPaymentMethodRequest;
}) => {
  const { db, gateway, auth, input } = options;
  await requirePaymentTab(db, auth);
  if (!isInstrumentMethod(input.method))
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 422,
      messageKey: 'payment.error.deferred-method-not-allowed',
      field: 'method',
    });
  const requestKey = createHash('sha256').update(input.nonce).digest('base64url');
  const seen = await deferredPaymentRepository.getVerification(db, auth.clientId, requestKey);
  if (seen) return replayOf(seen);

  await describeNonceOf(db, gateway, {
    clientId: auth.clientId,
    nonce: input.nonce,
    method: input.method,
  });

  const claim = await deferredPaymentRepository.claimVerification(db, {
    clientId: auth.clientId,
    requestKey,
    method: input.method,
  });
  if (!claim)
    return replayOf((await deferredPaymentRepository.getVerification(db, auth.clientId, requestKey))!);
  const failed = async (failure: GatewayFailure) => {
    await deferredPaymentRepository.finishVerification(db, claim.id, {
      status: 'FAILED',
      failureKind: failure.kind,
      failureReason: failure.reason,
    });
    return paymentFailureError(failure);
  };

  const vaulted = await gateway.vault(db, { clientId: auth.clientId, nonce: input.nonce });
  if (!vaulted.ok) throw await failed(vaulted);
  const charged = await gateway.charge(db, {
    clientId: auth.clientId,
    source: { token: vaulted.token },
    amount: DEFERRED_VERIFICATION_AMOUNT,
    currency: 'EUR',
    idempotencyKey: `deferred-verification:${claim.id}`,
  });
  if (!charged.ok) throw await failed(charged);
  // The verification proved the instrument; the cent goes straight back.
  await gateway.refund(db, {
    clientId: auth.clientId,
    transactionId: charged.transactionId,
    amount: DEFERRED_VERIFICATION_AMOUNT,
  });

  return db.transaction(async (tx) => {
    const row = await paymentMethodsRepository.insert(tx, {
      clientId: auth.clientId,
      method: input.method,
      type: 'DEFERRED',
      gatewayToken: vaulted.token,
      details: vaulted.details,
      verificationTransactionId: charged.transactionId,
    });
    await deferredPaymentRepository.replaceInstruments(tx, auth.clientId, row.id);
    await deferredPaymentRepository.finishVerification(tx, claim.id, {
      status: 'SUCCEEDED',
      transactionId: charged.transactionId,
      paymentMethodId: row.id,
    });
    await publishEvent(tx, {
      clientId: auth.clientId,
      type: EventType.PaymentMethodUpsert,
      payload: { id: row.id },
    });
    return { id: row.id };
  });
};
