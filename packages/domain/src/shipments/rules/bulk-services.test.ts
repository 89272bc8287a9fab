import { describe, expect, it } from 'vitest';
import type { Price } from '../../carriers/carriers.schema.ts';
import { commonServices, sumPrices } from './bulk-services.ts';

const price = (basePrice: number, percentage = 21): Price => {
  const taxPrice = Math.round((basePrice * percentage) / 100);
  return {
    basePrice,
    taxPrice,
    totalPrice: basePrice + taxPrice,
    currency: 'EUR',
    taxes: [{ percentage, amount: taxPrice }],
  };
};
const fee = (basePrice: number, percentage = 21) => {
  const taxPrice = Math.round((basePrice * percentage) / 100);
  return { basePrice, taxPrice, totalPrice: basePrice + taxPrice, currency: 'EUR' as const };
};
const service = (
  id: string,
  base: number,
  extra: { exclusive?: number; percentage?: number; fee?: number } = {},
) => ({
  id,
  name: `Service ${id}`,
  price: price(base, extra.percentage),
  managementFee: fee(extra.fee ?? 0, extra.percentage),
  ...(extra.exclusive === undefined ? {} : { exclusivePrice: price(extra.exclusive, extra.percentage) }),
});

describe('sumPrices', () => {
  it.each([
    ['nothing', [], { basePrice: 0, taxPrice: 0, totalPrice: 0, taxes: [] }],
    ['one price', [price(1000)], { basePrice: 1000, taxPrice: 210, totalPrice: 1210 }],
    [
      'two at one rate: one tax line',
      [price(1000), price(500)],
      { basePrice: 1500, taxPrice: 315, totalPrice: 1815, taxes: [{ percentage: 21, amount: 315 }] },
    ],
    [
      'two rates: a line per rate',
      [price(1000, 21), price(1000, 20)],
      {
        totalPrice: 2410,
        taxes: [
          { percentage: 21, amount: 210 },
          { percentage: 20, amount: 200 },
        ],
      },
    ],
  ])('%s', (_name, prices, expected) => {
    expect(sumPrices(prices)).toMatchObject({ currency: 'EUR', ...expected });
  });
});

describe('commonServices: services every shipment of a bulk edit can use', () => {
  it.each([
    ['no shipments', [], []],
    [
      'one shipment: its services, cheapest first',
      [[service('b', 900), service('a', 500)]],
      [
        ['a', 605],
        ['b', 1089],
      ],
    ],
    [
      'only services every shipment has, priced as the sum',
      [
        [service('a', 500), service('b', 900), service('c', 100)],
        [service('b', 1000), service('a', 2000)],
      ],
      [
        ['b', 1089 + 1210],
        ['a', 605 + 2420],
      ],
    ],
    ['nothing in common', [[service('a', 500)], [service('b', 500)]], []],
    ['a shipment with no services', [[service('a', 500)], []], []],
    [
      "equal totals in the first shipment's order",
      [[service('z', 500), service('m', 500)]],
      [
        ['z', 605],
        ['m', 605],
      ],
    ],
  ] as const)('%s', (_name, perShipment, expected) => {
    const result = commonServices(perShipment as unknown as ReturnType<typeof service>[][]);
    expect(result.map((s) => [s.id, s.price.totalPrice])).toEqual(expected);
  });

  it('sums the subscriber price only when every shipment has one', () => {
    const both = commonServices([
      [service('a', 500, { exclusive: 400 })],
      [service('a', 500, { exclusive: 300 })],
    ]);
    expect(both[0]?.exclusivePrice?.basePrice).toBe(700);
    const partial = commonServices([[service('a', 500, { exclusive: 400 })], [service('a', 500)]]);
    expect(partial[0]).not.toHaveProperty('exclusivePrice');
  });

  it.each([
    // 9.95 + 0.49 at 21 %: 12.63 a shipment; three of them 37.89, where VAT on the summed bases
    // (31.32 → 6.58) would give 37.90, a cent the checkout never charges.
    ['three shipments with a fee', [995, 995, 995], 49, { subtotal: 3132, tax: 657, total: 3789 }],
    ['no fee: shipping only', [1000, 500], 0, { subtotal: 1500, tax: 315, total: 1815 }],
  ] as const)(
    "charges as the checkout does, each shipment's fee and VAT included: %s",
    (_name, bases, each, expected) => {
      const [common] = commonServices(bases.map((base) => [service('a', base, { fee: each })]));
      expect(common?.charge).toMatchObject(expected);
      expect(common?.charge.lines.map((line) => [line.product, line.amount, line.count])).toEqual([
        ['porterage', bases.reduce((sum, base) => sum + base, 0), bases.length],
        ...(each > 0 ? [['managementFee', each * bases.length, bases.length]] : []),
      ]);
      expect(common?.managementFee.basePrice).toBe(each * bases.length);
    },
  );

  it('sorts by what the seller will be charged, fees included', () => {
    const result = commonServices([[service('a', 500, { fee: 300 }), service('b', 700, { fee: 0 })]]);
    expect(result.map((s) => s.id)).toEqual(['b', 'a']);
  });

  it("keeps the first shipment's other fields", () => {
    const [first] = commonServices([[service('a', 500)], [{ ...service('a', 700), name: 'Other' }]]);
    expect(first?.name).toBe('Service a');
  });
});
