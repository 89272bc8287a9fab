import type { ErrorCode } from '../../errors/error-codes.ts';

/** What the checkout does with an error from order creation. */
export const OrderErrorHandling = {
  /** Toast, then back to the service step. */
  BackToService: 'back-to-service',
  /** Toast, then back to the address step. */
  BackToAddress: 'back-to-address',
  ToastOnly: 'toast-only',
  /** Fetch the shipment: still payable → error and inbox; otherwise its details page. */
  AlreadyPaidCheck: 'already-paid-check',
  /** A 403 is ignored inside the checkout's order flow. */
  Ignore: 'ignore',
  /** No code at all: a server request error toast. */
  ServerRequestError: 'server-request-error',
} as const;
export type OrderErrorHandling = (typeof OrderErrorHandling)[keyof typeof OrderErrorHandling];

const GENERIC = 'payment.error.generic';
const FIELD = 'payment.error.check-data';
const CUSTOMS = 'payment.error.customs';

/** Every payment and order error code, its message key and whether it names a field. */
export const ORDER_ERROR_MESSAGES: Record<string, { messageKey: string; isField: boolean }> = {
  Default: { messageKey: GENERIC, isField: false },
  ErrorField: { messageKey: FIELD, isField: true },
  RequiredField: { messageKey: FIELD, isField: true },
  ValueNotAllowedField: { messageKey: FIELD, isField: true },
  InvalidFormatField: { messageKey: FIELD, isField: true },
  MaxSizeExceededField: { messageKey: FIELD, isField: true },
  MinSizeNotReachedField: { messageKey: FIELD, isField: true },
  SizeNotEqualsField: { messageKey: FIELD, isField: true },
  MustNotBeBlankField: { messageKey: FIELD, isField: true },
  MustNotBeEmptyField: { messageKey: FIELD, isField: true },
  MustBePositiveField: { messageKey: FIELD, isField: true },
  InvalidPayload: { messageKey: GENERIC, isField: false },
  PaymentDenied: { messageKey: 'payment.error.denied', isField: false },
  CarrierTermsAndConditionsRejected: { messageKey: 'form.error.carriers-terms', isField: false },
  RequestAlreadyReceived: { messageKey: 'payment.error.request-already-received', isField: false },
  ClientNotAuthorized: { messageKey: 'error.purchase-not-allowed', isField: false },
  ShipmentAlreadyPayed: { messageKey: 'payment.error.shipment-already-paid', isField: false },
  MissingCarrierProduct: { messageKey: GENERIC, isField: false },
  MissingCustomsDocument: { messageKey: CUSTOMS, isField: false },
  CustomsAlreadyUsed: { messageKey: CUSTOMS, isField: false },
  CustomsNotOnCompletedStatus: { messageKey: CUSTOMS, isField: false },
  CarrierProductFailure: { messageKey: 'carrier.error.service-not-available', isField: false },
  MissingTaxInformation: { messageKey: 'payment.error.missing-tax-information', isField: false },
};

/** How the checkout handles an order error, from its HTTP status, code and reason. */
export const orderErrorHandlingOf = (input: {
  status: number;
  code?: ErrorCode | string | undefined;
  reason?: string | undefined;
}): OrderErrorHandling => {
  if (input.status === 403) return OrderErrorHandling.Ignore;
  if (!input.code) return OrderErrorHandling.ServerRequestError;
  // The service step is where the service and its drop-off point at origin are chosen.
  if (
    input.code === 'CarrierProductFailure' &&
    (input.reason === 'SERVICE_NOT_AVAILABLE' || input.reason === 'INVALID_ORIGIN_POINT')
  )
    return OrderErrorHandling.BackToService;
  if (input.code === 'ShipmentAlreadyPayed') return OrderErrorHandling.AlreadyPaidCheck;
  if (input.code === 'MissingTaxInformation' || input.code === 'PaymentDenied')
    return OrderErrorHandling.ToastOnly;
  return OrderErrorHandling.BackToAddress;
};

/** Cleans server texts for one toast: no 'Reason:' prefix, no shipment reference prefix, duplicates merged. */
export const cleanOrderMessages = (messages: string[]): string =>
  [
    ...new Set(
      messages.map((text) =>
        text
          // A shipment reference (ES2026000123, SD26K7Q3M9XH2P): two letters, then letters and digits.
          .replace(/^[A-Z]{2}(?=[A-Z0-9]*\d)[A-Z0-9]{6,}\s*[:-]\s*/, '')
          .replace(/^Reason:\s*/i, '')
          .trim(),
      ),
    ),
  ].join('\n');
