import { describe, expect, it } from 'vitest';
import {
  canAddParcel,
  checkDimension,
  checkParcelCount,
  checkParcelName,
  checkWeight,
  ParcelMessage,
  packagesSchema,
} from './parcel-rules.ts';

describe('parcel dimensions (whole, positive)', () => {
  it.each([
    [30, { ok: true, value: 30 }],
    ['30', { ok: true, value: 30 }],
    [' 12 ', { ok: true, value: 12 }],
    [1000, { ok: true, value: 1000 }],
    [undefined, { ok: false, message: ParcelMessage.required }],
    ['', { ok: false, message: ParcelMessage.required }],
    [0, { ok: false, message: ParcelMessage.positive }],
    [-5, { ok: false, message: ParcelMessage.positive }],
    ['-5', { ok: false, message: ParcelMessage.positive }],
    [12.5, { ok: false, message: ParcelMessage.wholeNumber }],
    ['12.5', { ok: false, message: ParcelMessage.wholeNumber }],
    ['12,5', { ok: false, message: ParcelMessage.invalidNumber }],
    ['abc', { ok: false, message: ParcelMessage.invalidNumber }],
    [Number.NaN, { ok: false, message: ParcelMessage.invalidNumber }],
    [1001, { ok: false, message: ParcelMessage.tooLarge }],
    [1e12, { ok: false, message: ParcelMessage.tooLarge }],
  ])('%s → %j', (input, expected) => {
    expect(checkDimension(input)).toEqual(expected);
  });
});

describe('parcel weight (positive, up to 3 decimals, comma or apostrophe as separator)', () => {
  it.each([
    [2, { ok: true, value: 2 }],
    ['2', { ok: true, value: 2 }],
    ['1.5', { ok: true, value: 1.5 }],
    ['1,5', { ok: true, value: 1.5 }],
    ["1'5", { ok: true, value: 1.5 }],
    ['0,125', { ok: true, value: 0.125 }],
    ['.5', { ok: true, value: 0.5 }],
    ['1.250', { ok: true, value: 1.25 }],
    ['1.2500', { ok: true, value: 1.25 }],
    [0.001, { ok: true, value: 0.001 }],
    ['1.2345', { ok: false, message: ParcelMessage.maxDecimals }],
    [0.0001, { ok: false, message: ParcelMessage.maxDecimals }],
    [0, { ok: false, message: ParcelMessage.positive }],
    ['0,000', { ok: false, message: ParcelMessage.positive }],
    [-1, { ok: false, message: ParcelMessage.positive }],
    ['', { ok: false, message: ParcelMessage.required }],
    [null, { ok: false, message: ParcelMessage.required }],
    ['1,5,5', { ok: false, message: ParcelMessage.invalidNumber }],
    ['1.5kg', { ok: false, message: ParcelMessage.invalidNumber }],
    ['.', { ok: false, message: ParcelMessage.invalidNumber }],
    [Number.POSITIVE_INFINITY, { ok: false, message: ParcelMessage.invalidNumber }],
    ['1001', { ok: false, message: ParcelMessage.tooLarge }],
  ])('%s → %j', (input, expected) => {
    expect(checkWeight(input)).toEqual(expected);
  });
});

describe('parcel name (required, at most 150 characters)', () => {
  it.each([
    ['Shoe box', true],
    ['x'.repeat(150), true],
    ['x'.repeat(151), false],
    ['', false],
    ['   ', false],
    [undefined, false],
  ])('%s is valid: %s', (input, isValid) => {
    expect(checkParcelName(input).ok).toBe(isValid);
  });
});

describe('parcels per shipment (1 to 15; the add button hides at 15)', () => {
  it.each([
    [0, false, true],
    [1, true, true],
    [15, true, true],
    [16, true, false],
    [17, false, false],
    [10_000, false, false],
  ])('%i parcels: valid %s, can add another %s', (count, isValid, canAdd) => {
    expect(checkParcelCount(count).ok).toBe(isValid);
    expect(canAddParcel(count)).toBe(canAdd);
  });

  it('parses query-string packages and names the failing rule', () => {
    const parsed = packagesSchema.safeParse([{ weight: '2,5', length: '30', width: '20', height: '10' }]);
    expect(parsed.success && parsed.data).toEqual([{ weight: 2.5, length: 30, width: 20, height: 10 }]);
    const tooMany = packagesSchema.safeParse(
      Array.from({ length: 17 }, () => ({ weight: 1, length: 1, width: 1, height: 1 })),
    );
    expect(tooMany.error?.issues[0]?.message).toBe(ParcelMessage.maxParcels);
    const negative = packagesSchema.safeParse([{ weight: 1, length: -3, width: 1, height: 1 }]);
    expect(negative.error?.issues[0]).toMatchObject({ message: ParcelMessage.positive, path: [0, 'length'] });
  });
});
