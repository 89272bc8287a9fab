import { AppError } from '../../platform/errors/app-error.ts';
import type { GatewayFailure } from '../../providers/payments/payment-gateway.ts';

/** A failed 3-D Secure check is the bank's answer, not the card's: the seller can try it again. */
const THREE_D_SECURE_REASONS = new Set(['three_d_secure_failed', 'three_d_secure_required']);

/**
 * The API's answer to a payment the gateway refused (PaymentDenied, InvalidPayload or
 * Default), wherever it happens: tokenising, the 3-D Secure challenge, storing a method or paying
 * an order. `nonceField` names the request field that carried the payment details.
 */
export const paymentFailureError = (failure: GatewayFailure, nonceField = 'nonce') => {
  if (failure.kind === 'declined')
    return new AppError({
      code: 'PaymentDenied',
      status: 402,
      messageKey: THREE_D_SECURE_REASONS.has(failure.reason)
        ? 'payment.error.three-d-secure'
        : 'payment.error.denied',
      details: { reason: failure.reason },
    });
  if (failure.kind === 'invalid')
    return new AppError({
      code: 'InvalidPayload',
      status: 422,
      messageKey: failure.reason,
      field: failure.field ?? nonceField,
    });
  return new AppError({
    code: 'Default',
    status: 502,
    messageKey: 'payment.error.unavailable',
    details: { reason: failure.reason },
  });
};
