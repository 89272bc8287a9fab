import type { ErrorCode } from '@shipdeck/domain/errors/error-codes';
import { AppError } from '../../platform/errors/app-error.ts';

export const fieldError = (code: ErrorCode, field: string, messageKey: string) =>
  new AppError({ code, status: 422, messageKey, field });

/** One shipment the order could not buy, and why. */
export type ShipmentFailure = {
  reference: string;
  code: ErrorCode;
  status: number;
  messageKey: string;
  /** The shipment's field at fault (`to.zipCode`), when one is. */
  field?: string;
  details?: Record<string, unknown>;
};

export const failureOf = (reference: string, error: unknown): ShipmentFailure => {
  if (error instanceof AppError)
    return {
      reference,
      code: error.code,
      status: error.status,
      messageKey: error.messageKey,
      ...(error.field ? { field: error.field } : {}),
      ...(error.details ? { details: error.details } : {}),
    };
  throw error;
};

export const failureError = (failure: ShipmentFailure) =>
  new AppError({
    code: failure.code,
    status: failure.status,
    messageKey: failure.messageKey,
    field: failure.field,
    details: { ...failure.details, reference: failure.reference },
  });
