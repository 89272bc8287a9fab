import { describe, expect, it } from 'vitest';
import { chargeSummaryOf, serviceChargeOf } from './charge-summary.ts';
import { type PriceProduct, priceShipment } from './shipment-price.ts';
import type { Voucher } from './voucher.ts';

type Extras = Parameters<typeof priceShipment>[0]['extras'];

const EXTRA_SETS: [string, Extras][] = [
  ['no extra', {}],
  ['insurance', { insurance: 490 }],
  ['cash on delivery and adult signature', { cashOnDelivery: 250, adultSignature: 290 }],
  [
    'every extra',
    {
      insurance: 123,
      adultSignature: 291,
      additionalHandling: 1190,
      proofOfDelivery: 151,
      cashOnDelivery: 249,
    },
  ],
];
const VOUCHERS: [string, Voucher | null][] = [
  ['no voucher', null],
  ['a 15 % voucher', { code: 'SPRING15', kind: 'PERCENTAGE', amount: 15 }],
  ['a fixed voucher', { code: 'FIVE', kind: 'FIXED', amount: 500 }],
  ['a 100 % voucher', { code: 'FREE', kind: 'PERCENTAGE', amount: 100 }],
];
const FEES = [0, 49];
const RATES = [21, 20, 19, 22, 23];

const cases = EXTRA_SETS.flatMap(([extrasName, extras]) =>
  VOUCHERS.flatMap(([voucherName, voucher]) =>
    FEES.flatMap((managementFee) =>
      RATES.map((vatRate) => ({
        name: `${extrasName}, ${voucherName}, fee ${managementFee}, VAT ${vatRate} %`,
        input: { vatRate, porterage: 997, managementFee, extras, voucher },
      })),
    ),
  ),
);

describe('charge summary', () => {
  it.each(cases)('lines add up to the subtotal and the total: $name', ({ input }) => {
    const shipment = priceShipment(input);
    const summary = chargeSummaryOf([shipment]);
    expect(summary.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(summary.subtotal);
    expect(summary.subtotal + summary.tax).toBe(summary.total);
    expect(summary.total).toBe(shipment.price.totalPrice);
    // VAT is rounded once on the shipment's taxable total, not per line.
    expect(summary.tax).toBe(Math.round((summary.subtotal * input.vatRate) / 100));
  });

  it('names every component a shipment is charged for, and only those', () => {
    const shipment = priceShipment({
      vatRate: 21,
      porterage: 1000,
      managementFee: 49,
      extras: { insurance: 300, cashOnDelivery: null },
      voucher: { code: 'TEN', kind: 'PERCENTAGE', amount: 10 },
    });
    const products = chargeSummaryOf([shipment]).lines.map((line) => line.product);
    expect(products).toEqual(['porterage', 'insurance', 'managementFee', 'voucher'] satisfies PriceProduct[]);
  });

  it('adds an order of several shipments line by line, each shipment with its own VAT', () => {
    const spanish = priceShipment({
      vatRate: 21,
      porterage: 1001,
      managementFee: 49,
      extras: { insurance: 150 },
    });
    const french = priceShipment({
      vatRate: 20,
      porterage: 799,
      managementFee: 49,
      extras: {},
      voucher: { code: 'FIVE', kind: 'FIXED', amount: 100 },
    });
    const summary = chargeSummaryOf([spanish, french]);
    expect(summary.lines).toEqual([
      { product: 'porterage', amount: 1800, count: 2, names: [] },
      { product: 'insurance', amount: 150, count: 1, names: [] },
      { product: 'managementFee', amount: 98, count: 2, names: [] },
      { product: 'voucher', amount: -100, count: 1, names: ['FIVE'] },
    ]);
    expect(summary.total).toBe(spanish.price.totalPrice + french.price.totalPrice);
    expect(summary.tax).toBe(spanish.price.taxPrice + french.price.taxPrice);
    expect(summary.taxRates).toEqual([21, 20]);
  });

  it('prices a service with its management fee and VAT once on both', () => {
    const charge = serviceChargeOf({
      price: { basePrice: 995, taxes: [{ percentage: 21 }] },
      managementFee: { basePrice: 49 },
    });
    // 9.95 + 0.49 = 10.44, and 21 % VAT on that sum is 2.19.
    expect(charge.price).toMatchObject({ basePrice: 1044, taxPrice: 219, totalPrice: 1263 });
    expect(charge.products.managementFee).toMatchObject({ basePrice: 49, quantity: 1 });
  });
});
