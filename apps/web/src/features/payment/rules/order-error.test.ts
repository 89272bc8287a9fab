import { OrderErrorHandling } from '@shipdeck/domain/orders/rules/order-error-handling';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { orderErrorAction } from './order-error.ts';

const apiError = (status: number, error_code: string, message: string, field?: string) =>
  new ApiError(status, [{ error_code, message, ...(field ? { field } : {}) }]);

describe('order creation errors', () => {
  it.each([
    ['a 403', apiError(403, 'ClientNotAuthorized', 'error.purchase-not-allowed'), OrderErrorHandling.Ignore],
    [
      'a service no longer available to this user',
      apiError(422, 'CarrierProductFailure', 'carrier.error.service-not-available'),
      OrderErrorHandling.BackToService,
    ],
    [
      'an invalid drop-off point',
      apiError(422, 'CarrierProductFailure', 'carrier.error.invalid-dropoff-point'),
      OrderErrorHandling.BackToAddress,
    ],
    [
      'an already paid shipment',
      apiError(409, 'ShipmentAlreadyPayed', 'payment.error.shipment-already-paid'),
      OrderErrorHandling.AlreadyPaidCheck,
    ],
    ['a declined card', apiError(402, 'PaymentDenied', 'payment.error.denied'), OrderErrorHandling.ToastOnly],
    [
      'missing tax information',
      apiError(422, 'MissingTaxInformation', 'payment.error.missing-tax-information'),
      OrderErrorHandling.ToastOnly,
    ],
    [
      'a missing customs document',
      apiError(422, 'MissingCustomsDocument', 'payment.error.customs'),
      OrderErrorHandling.BackToAddress,
    ],
    [
      'a field error',
      apiError(422, 'RequiredField', 'form.error.required', 'shipments.0'),
      OrderErrorHandling.BackToAddress,
    ],
    [
      'an answer without a code',
      new ApiError(0, [{ error_code: 'Default', message: 'error.network' }]),
      OrderErrorHandling.ServerRequestError,
    ],
    [
      'an unknown code',
      apiError(500, 'InternalError', 'error.internal'),
      OrderErrorHandling.ServerRequestError,
    ],
  ])('%s → %s', (_name, error, handling) => {
    expect(orderErrorAction(error).handling).toBe(handling);
  });

  it('keeps the server message key and names the field of a field error', () => {
    expect(orderErrorAction(apiError(422, 'RequiredField', 'form.error.required', 'payment.nonce'))).toEqual({
      handling: OrderErrorHandling.BackToAddress,
      messageKeys: ['form.error.required'],
      field: 'payment.nonce',
      messages: [{ key: 'form.error.required', field: 'payment.nonce' }],
    });
  });

  it('keeps each field error with its own field', () => {
    const error = new ApiError(422, [
      { error_code: 'RequiredField', message: 'form.error.required', field: 'payment.nonce' },
      { error_code: 'MaxSizeExceededField', message: 'form.error.max-size', field: 'orderCustomReference' },
      { error_code: 'PaymentDenied', message: 'payment.error.denied', field: 'payment' },
    ]);
    expect(orderErrorAction(error).messages).toEqual([
      { key: 'form.error.required', field: 'payment.nonce' },
      { key: 'form.error.max-size', field: 'orderCustomReference' },
      // Not a field error: no field to name.
      { key: 'payment.error.denied' },
    ]);
  });

  it('merges duplicate messages', () => {
    const error = new ApiError(422, [
      { error_code: 'MissingCustomsDocument', message: 'payment.error.customs' },
      { error_code: 'CustomsAlreadyUsed', message: 'payment.error.customs' },
    ]);
    expect(orderErrorAction(error).messageKeys).toEqual(['payment.error.customs']);
  });
});
