import { EventType } from '@shipdeck/domain/events/event-types';
import type { RegisterPaymentMethodRequest } from '@shipdeck/domain/payments/payments.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import { describeNonceOf } from './describe-nonce.ts';
import { paymentFailureError } from './payment-failure-error.ts';
import { paymentMethodsRepository } from './payment-methods.repository.ts';
import { saveDeferredPaymentMethod } from './save-deferred-payment-method.ts';

/**
 * Registers a payment method: the gateway vaults the nonce's details and we keep its
 * token; the payment-method upsert event tells every open browser to fetch it by id.
 */
export const registerPaymentMethod = async (options: {
  db: Db;
  gateway: PaymentGateway;
  auth: AuthContext;
  input: RegisterPaymentMethodRequest;
}) => {
  const { db, gateway, auth, input } = options;
  // DEFERRED is a payment type whose method is the instrument behind it (ADR 0018).
  if (input.type === 'DEFERRED') return saveDeferredPaymentMethod(options);
  if (input.method === 'deferred')
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 422,
      messageKey: 'form.error.value-not-allowed',
      field: 'type',
    });
  await describeNonceOf(db, gateway, {
    clientId: auth.clientId,
    nonce: input.nonce,
    method: input.method,
  });
  const vaulted = await gateway.vault(db, { clientId: auth.clientId, nonce: input.nonce });
  if (!vaulted.ok) throw paymentFailureError(vaulted);
  return db.transaction(async (tx) => {
    const row = await paymentMethodsRepository.insert(tx, {
      clientId: auth.clientId,
      method: input.method,
      type: input.type,
      gatewayToken: vaulted.token,
      details: vaulted.details,
      lastUsedAt: new Date(),
    });
    await publishEvent(tx, {
      clientId: auth.clientId,
      type: EventType.PaymentMethodUpsert,
      payload: { id: row.id },
    });
    return { id: row.id };
  });
};
