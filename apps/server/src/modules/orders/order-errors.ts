import type { CustomsPurchaseProblem } from '@shipdeck/domain/customs/rules/customs-purchase';
import type { ErrorCode } from '@shipdeck/domain/errors/error-codes';
import { VoucherMessage } from '@shipdeck/domain/pricing/rules/voucher';
import { firstMissingFieldOf } from '@shipdeck/domain/shipments/rules/readiness';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ShipmentRow } from '../shipments/index.ts';

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

/** The same order (idempotency key) or another one still being paid already holds this. */
export const alreadyReceived = (orderReference: string) =>
  new AppError({
    code: 'RequestAlreadyReceived',
    status: 409,
    messageKey: 'payment.error.request-already-received',
    details: { orderReference },
  });

/** The field a draft awaiting completion lacks (`to.state`), for the error that refuses it. */
export const missingFieldOfRow = (row: ShipmentRow) => {
  const field = firstMissingFieldOf({
    from: row.fromAddress,
    to: row.toAddress,
    parcels: row.parcels,
    service: row.service,
    serviceProblem: row.serviceProblem,
    dropoffPointId: row.dropoffPointId,
    content: row.content,
  });
  return field ? { field } : {};
};

/** A shipment that is not a draft ready to purchase: not ready yet (naming what it lacks), or bought already. */
export const stateFailure = (row: ShipmentRow): ShipmentFailure =>
  // A draft whose service no longer serves its route says so, as pricing it would.
  row.state === 'AWAITING_COMPLETION' && row.serviceProblem
    ? { reference: row.reference, code: 'MissingCarrierProduct', status: 422, messageKey: row.serviceProblem }
    : row.state === 'AWAITING_COMPLETION'
      ? {
          reference: row.reference,
          code: 'InvalidPayload',
          status: 422,
          messageKey: 'order.error.shipment-not-ready',
          ...missingFieldOfRow(row),
        }
      : {
          reference: row.reference,
          code: 'ShipmentAlreadyPayed',
          status: 409,
          messageKey: 'payment.error.shipment-already-paid',
        };

export const customsFailure = (reference: string, code: CustomsPurchaseProblem): ShipmentFailure => ({
  reference,
  code,
  status: 422,
  messageKey: 'payment.error.customs',
});

/** A shipment whose voucher has no use left for the client: it is not bought at a price not shown. */
export const voucherUsedUp = (reference: string): ShipmentFailure => ({
  reference,
  code: 'ValueNotAllowedField',
  status: 422,
  messageKey: VoucherMessage.usedUp,
  field: 'voucher',
});
