import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../errors/error-codes.ts';
import { cleanOrderMessages, ORDER_ERROR_MESSAGES, orderErrorHandlingOf } from './order-error-handling.ts';

const SPEC_CODES = [
  'Default',
  'ErrorField',
  'RequiredField',
  'ValueNotAllowedField',
  'InvalidFormatField',
  'MaxSizeExceededField',
  'MinSizeNotReachedField',
  'SizeNotEqualsField',
  'MustNotBeBlankField',
  'MustNotBeEmptyField',
  'MustBePositiveField',
  'InvalidPayload',
  'PaymentDenied',
  'CarrierTermsAndConditionsRejected',
  'RequestAlreadyReceived',
  'ClientNotAuthorized',
  'ShipmentAlreadyPayed',
  'MissingCarrierProduct',
  'MissingCustomsDocument',
  'CustomsAlreadyUsed',
  'CustomsNotOnCompletedStatus',
  'CarrierProductFailure',
  'MissingTaxInformation',
];

describe('order error handling', () => {
  it('has a message key for every payment and order error code, each a known error code', () => {
    expect(Object.keys(ORDER_ERROR_MESSAGES).sort()).toEqual([...SPEC_CODES].sort());
    for (const code of SPEC_CODES) expect(Object.values(ErrorCode)).toContain(code);
  });

  it.each([
    ['RequiredField', true],
    ['MustBePositiveField', true],
    ['PaymentDenied', false],
  ])('%s names a field: %s', (code, isField) => {
    expect(ORDER_ERROR_MESSAGES[code]?.isField).toBe(isField);
  });

  it('shares one message among the customs codes', () => {
    const keys = ['MissingCustomsDocument', 'CustomsAlreadyUsed', 'CustomsNotOnCompletedStatus'].map(
      (c) => ORDER_ERROR_MESSAGES[c]?.messageKey,
    );
    expect(new Set(keys).size).toBe(1);
  });

  it.each([
    [{ status: 403, code: 'ClientNotAuthorized' }, 'ignore'],
    [{ status: 422, code: 'CarrierProductFailure', reason: 'SERVICE_NOT_AVAILABLE' }, 'back-to-service'],
    [{ status: 422, code: 'CarrierProductFailure', reason: 'INVALID_DROPOFF_POINT' }, 'back-to-address'],
    [{ status: 422, code: 'CarrierProductFailure', reason: 'INVALID_ORIGIN_POINT' }, 'back-to-service'],
    [{ status: 409, code: 'ShipmentAlreadyPayed' }, 'already-paid-check'],
    [{ status: 422, code: 'MissingTaxInformation' }, 'toast-only'],
    [{ status: 402, code: 'PaymentDenied' }, 'toast-only'],
    [{ status: 422, code: 'MissingCustomsDocument' }, 'back-to-address'],
    [{ status: 409, code: 'RequestAlreadyReceived' }, 'back-to-address'],
    [{ status: 500 }, 'server-request-error'],
  ])('%o → %s', (input, expected) => {
    expect(orderErrorHandlingOf(input)).toBe(expected);
  });

  it.each([
    [['Reason: card declined'], 'card declined'],
    [
      ['ES2026000123: Reason: invalid drop-off point', 'ES2026000124: Reason: invalid drop-off point'],
      'invalid drop-off point',
    ],
    [['one', 'two'], 'one\ntwo'],
    [['SD26K7Q3M9XH2P: Reason: street not found', 'Reason: street not found'], 'street not found'],
    [['SD26K7Q3M9XH2P - parcel too heavy'], 'parcel too heavy'],
    // Words that are not a reference stay.
    [['UPS: service closed', 'ADDRESS: unknown'], 'UPS: service closed\nADDRESS: unknown'],
  ])('cleans %o', (messages, expected) => {
    expect(cleanOrderMessages(messages)).toBe(expected);
  });
});
