import { describe, expect, it } from 'vitest';
import { canPayFree } from './free-order.ts';
import { chargedLinesOf, priceShipment } from './shipment-price.ts';
import { isFullVoucher, voucherDiscount } from './voucher.ts';

describe('shipment price', () => {
  it.each([
    [
      'shipping only, Spanish VAT',
      { vatRate: 21, porterage: 1000, managementFee: 0, extras: {} },
      { basePrice: 1000, taxPrice: 210, totalPrice: 1210 },
    ],
    [
      'with fee and insurance',
      { vatRate: 20, porterage: 1000, managementFee: 49, extras: { insurance: 300 } },
      { basePrice: 1349, taxPrice: 270, totalPrice: 1619 },
    ],
    [
      '10 % voucher',
      {
        vatRate: 21,
        porterage: 1000,
        managementFee: 0,
        extras: {},
        voucher: { code: 'TEN', kind: 'PERCENTAGE', amount: 10 },
      },
      { basePrice: 900, taxPrice: 189, totalPrice: 1089 },
    ],
    [
      '100 % voucher makes it free',
      {
        vatRate: 21,
        porterage: 1000,
        managementFee: 49,
        extras: { adultSignature: 200 },
        voucher: { code: 'FREE', kind: 'PERCENTAGE', amount: 100 },
      },
      { basePrice: 0, taxPrice: 0, totalPrice: 0 },
    ],
    [
      'fixed voucher above the price stops at 0',
      {
        vatRate: 21,
        porterage: 300,
        managementFee: 0,
        extras: {},
        voucher: { code: 'BIG', kind: 'FIXED', amount: 500 },
      },
      { basePrice: 0, totalPrice: 0 },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(priceShipment(input).price).toMatchObject(expected);
  });

  // VAT is rounded once, on the shipment's taxable total (the way the invoice shows it), never by
  // adding up the VAT rounded on each line: the two differ by a cent or more in these cases.
  it.each([
    [
      'three lines each rounding up half a cent',
      { vatRate: 21, porterage: 50, managementFee: 50, extras: { insurance: 50 } },
      { lineVats: 33, taxPrice: 32, totalPrice: 182 },
    ],
    [
      'four lines each rounding down',
      {
        vatRate: 21,
        porterage: 1001,
        managementFee: 101,
        extras: { proofOfDelivery: 101, cashOnDelivery: 101 },
      },
      { lineVats: 273, taxPrice: 274, totalPrice: 1578 },
    ],
    [
      'a voucher line among them',
      {
        vatRate: 20,
        porterage: 1003,
        managementFee: 49,
        extras: { adultSignature: 292 },
        voucher: { code: 'TWO', kind: 'FIXED', amount: 202 },
      },
      { lineVats: 229, taxPrice: 228, totalPrice: 1370 },
    ],
  ] as const)(
    'takes VAT on the taxable total, not the sum of rounded line VATs: %s',
    (_name, input, expected) => {
      const { price, products } = priceShipment(input);
      const lineVats = Object.values(products).reduce((sum, line) => sum + line.taxPrice, 0);
      expect(lineVats).toBe(expected.lineVats);
      expect(price.taxPrice).toBe(expected.taxPrice);
      expect(price.taxPrice).toBe(Math.round((price.basePrice * input.vatRate) / 100));
      expect(price.totalPrice).toBe(expected.totalPrice);
    },
  );

  it('gives quantity 0 to extras not chosen and names the voucher line', () => {
    const { products } = priceShipment({
      vatRate: 21,
      porterage: 1000,
      managementFee: 49,
      extras: { proofOfDelivery: 150, cashOnDelivery: null },
      voucher: { code: 'FIVE', kind: 'FIXED', amount: 500 },
    });
    expect(products.porterage.quantity).toBe(1);
    expect(products.proofOfDelivery).toMatchObject({ quantity: 1, basePrice: 150, totalPrice: 182 });
    expect(products.cashOnDelivery.quantity).toBe(0);
    expect(products.insurance.quantity).toBe(0);
    expect(products.voucher).toMatchObject({ quantity: 1, basePrice: -500, name: 'FIVE' });
  });

  it.each([
    [{ code: 'A', kind: 'PERCENTAGE', amount: 25 }, 1000, 250],
    [{ code: 'A', kind: 'FIXED', amount: 300 }, 1000, 300],
    [{ code: 'A', kind: 'FIXED', amount: 300 }, 200, 200],
    [{ code: 'A', kind: 'PERCENTAGE', amount: 100 }, 0, 0],
  ] as const)('voucher %o on %i takes %i off', (voucher, base, expected) => {
    expect(voucherDiscount(voucher, base)).toBe(expected);
  });

  it.each([
    [{ code: 'A', kind: 'PERCENTAGE', amount: 100 }, true],
    [{ code: 'A', kind: 'PERCENTAGE', amount: 50 }, false],
    [{ code: 'A', kind: 'FIXED', amount: 100_000 }, false],
    [null, false],
  ] as const)('full voucher %o → %s', (voucher, expected) => {
    expect(isFullVoucher(voucher)).toBe(expected);
  });
});

describe('free order rule', () => {
  it.each([
    [
      'total 0 with a 100 % voucher',
      { totalPrice: 0, hasFullVoucher: true, allOwnContract: false, hasStoredMethod: false },
      true,
    ],
    [
      'total 0 without a voucher',
      { totalPrice: 0, hasFullVoucher: false, allOwnContract: false, hasStoredMethod: false },
      false,
    ],
    [
      'a price left despite a voucher',
      { totalPrice: 100, hasFullVoucher: true, allOwnContract: false, hasStoredMethod: false },
      false,
    ],
    [
      'all own contract with a stored method',
      { totalPrice: 900, hasFullVoucher: false, allOwnContract: true, hasStoredMethod: true },
      true,
    ],
    [
      'all own contract, nothing stored',
      { totalPrice: 900, hasFullVoucher: false, allOwnContract: true, hasStoredMethod: false },
      false,
    ],
    [
      'some not own contract',
      { totalPrice: 900, hasFullVoucher: false, allOwnContract: false, hasStoredMethod: true },
      false,
    ],
  ])('%s', (_name, input, expected) => {
    expect(canPayFree(input)).toBe(expected);
  });
});

describe('charged lines of a shipment', () => {
  it('keeps only the lines charged for, with their prices, and names the voucher', () => {
    const { products } = priceShipment({
      vatRate: 21,
      porterage: 1000,
      managementFee: 0,
      extras: { insurance: 300, adultSignature: null },
      voucher: { code: 'TEN', kind: 'PERCENTAGE', amount: 10 },
    });
    expect(chargedLinesOf(products)).toEqual({
      porterage: { basePrice: 1000, totalPrice: 1210, currency: 'EUR' },
      insurance: { basePrice: 300, totalPrice: 363, currency: 'EUR' },
      voucher: { basePrice: -130, totalPrice: -157, currency: 'EUR', name: 'TEN' },
    });
  });
});
