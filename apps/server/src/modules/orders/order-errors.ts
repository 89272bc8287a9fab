import type { ErrorCode } from '@shipdeck/domain/errors/error-codes';
import { AppError } from '../../platform/errors/app-error.ts';
import type { GatewayFailure } from '../../providers/payments/payment-gateway.ts';

export const fieldError = (code: ErrorCode, field: string, messageKey: string) =>
  new AppError({ code, status: 422, messageKey, field });

/** One shipment the order could not buy, and why. */
export type ShipmentFailure = {
  reference: string;
  code: ErrorCode;
  status: number;
  messageKey: string;
  details?: Record<string, unknown>;
};

export const failureOf = (reference: string, error: unknown): ShipmentFailure => {
  if (error instanceof AppError)
    return {
      reference,
      code: error.code,
      status: error.status,
      messageKey: error.messageKey,
      ...(error.details ? { details: error.details } : {}),
    };
  throw error;
};

export const failureError = (failure: ShipmentFailure) =>
  new AppError({
    code: failure.code,
    status: failure.status,
    messageKey: failure.messageKey,
    details: { ...failure.details, reference: failure.reference },
  });

export const paymentFailureError = (failure: GatewayFailure) => {
  if (failure.kind === 'declined')
    return new AppError({
      code: 'PaymentDenied',
      status: 402,
      messageKey: 'payment.error.denied',
      details: { reason: failure.reason },
    });
  if (failure.kind === 'invalid')
    return new AppError({
      code: 'InvalidPayload',
      status: 422,
      messageKey: failure.reason,
      field: 'payment.nonce',
    });
  return new AppError({
    code: 'Default',
    status: 502,
    messageKey: 'payment.error.unavailable',
    details: { reason: failure.reason },
  });
};
