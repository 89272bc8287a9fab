import { z } from 'zod';

/** Error codes carried in `messages[].error_code` of every 4xx/5xx response. */
export const ErrorCode = {
  Default: 'Default',
  ErrorField: 'ErrorField',
  RequiredField: 'RequiredField',
  ValueNotAllowedField: 'ValueNotAllowedField',
  InvalidFormatField: 'InvalidFormatField',
  MaxSizeExceededField: 'MaxSizeExceededField',
  MinSizeNotReachedField: 'MinSizeNotReachedField',
  SizeNotEqualsField: 'SizeNotEqualsField',
  MustNotBeBlankField: 'MustNotBeBlankField',
  MustNotBeEmptyField: 'MustNotBeEmptyField',
  MustBePositiveField: 'MustBePositiveField',
  InvalidPayload: 'InvalidPayload',
  PaymentDenied: 'PaymentDenied',
  CarrierTermsAndConditionsRejected: 'CarrierTermsAndConditionsRejected',
  RequestAlreadyReceived: 'RequestAlreadyReceived',
  ClientNotAuthorized: 'ClientNotAuthorized',
  ShipmentAlreadyPayed: 'ShipmentAlreadyPayed',
  MissingCarrierProduct: 'MissingCarrierProduct',
  MissingCustomsDocument: 'MissingCustomsDocument',
  CustomsAlreadyUsed: 'CustomsAlreadyUsed',
  CustomsNotOnCompletedStatus: 'CustomsNotOnCompletedStatus',
  CarrierProductFailure: 'CarrierProductFailure',
  MissingTaxInformation: 'MissingTaxInformation',
  InvalidTaxId: 'InvalidTaxId',
  DissolvedCompanyTaxId: 'DissolvedCompanyTaxId',
  InvalidPhoneNumber: 'InvalidPhoneNumber',
  InvalidOTP: 'InvalidOTP',
  CooldownActive: 'CooldownActive',
  // Platform and identity errors (not found, unauthorised, throttled …).
  NotFound: 'NotFound',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  InvalidCredentials: 'InvalidCredentials',
  EmailAlreadyRegistered: 'EmailAlreadyRegistered',
  InvalidToken: 'InvalidToken',
  TooManyRequests: 'TooManyRequests',
  PayloadTooLarge: 'PayloadTooLarge',
  CsrfTokenInvalid: 'CsrfTokenInvalid',
  LimitExceeded: 'LimitExceeded',
  Conflict: 'Conflict',
  /** An Idempotency-Key sent again with another request (422). */
  IdempotencyKeyReused: 'IdempotencyKeyReused',
  /** An Idempotency-Key whose first request is still running (409, Retry-After). */
  IdempotencyKeyInUse: 'IdempotencyKeyInUse',
  InternalError: 'InternalError',
  // Support tickets (ticket cancel codes).
  CANCEL_ALREADY_REQUESTED: 'CANCEL_ALREADY_REQUESTED',
  SHIPMENT_NOT_CANCELABLE: 'SHIPMENT_NOT_CANCELABLE',
  SHIPMENT_CANCELLATION_DEADLINE_REACHED: 'SHIPMENT_CANCELLATION_DEADLINE_REACHED',
  TICKET_ALREADY_CREATED: 'TICKET_ALREADY_CREATED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorMessageSchema = z.object({
  error_code: z.string(),
  /** An i18n message key, e.g. `form.error.required`. */
  message: z.string(),
  field: z.string().optional(),
  /** CooldownActive: how long until the one-time code may be tried again. */
  remainingMs: z.number().optional(),
});

export const errorEnvelopeSchema = z.object({ messages: z.array(errorMessageSchema).min(1) });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
