import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts';

/**
 * What the gateway knows of a nonce, refused (422 on the field) when it knows none or it is of another
 * method than the one named; a plain card nonce stands for a 3-D Secure card.
 */
export const describeNonceOf = async (
  db: Db,
  gateway: PaymentGateway,
  input: { clientId: string; nonce: string; method: string },
) => {
  const described = await gateway.describeNonce(db, { clientId: input.clientId, nonce: input.nonce });
  if (!described)
    throw new AppError({
      code: 'InvalidPayload',
      status: 422,
      messageKey: 'payment.error.nonce-invalid',
      field: 'nonce',
    });
  const sameKind =
    described.method === input.method ||
    (described.method === 'creditcard' && input.method === 'creditcard3dsecure');
  if (!sameKind)
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 422,
      messageKey: 'payment.error.method-mismatch',
      field: 'method',
    });
  return described;
};
