import { describe, expect, it } from 'vitest';
import { PLANS, planOf } from '../plans.ts';
import type { Plan } from '../subscriptions.schema.ts';
import { billingPriceOf, discountedSubtotal, planAmountForPeriod, planPriceOf } from './plan-price.ts';

const plus = planOf('PLUS')!;
const fixed: Plan = { ...plus, pricingType: 'fixed', unitAmount: 1500, ramp: [] };

describe('planAmountForPeriod', () => {
  it.each([
    ['fixed, first period', fixed, 1, 1500],
    ['fixed, tenth period', fixed, 10, 1500],
    ['ramp, first period', plus, 1, 990],
    ['ramp, last introductory period', plus, 3, 990],
    ['ramp, first regular period', plus, 4, 1990],
    ['ramp, much later', plus, 40, 1990],
    ['free plan', PLANS[0]!, 1, 0],
  ])('%s', (_name, plan, period, expected) => {
    expect(planAmountForPeriod(plan, period)).toBe(expected);
  });

  it('a ramp whose steps all end keeps the last step', () => {
    const plan: Plan = {
      ...plus,
      ramp: [
        { periods: 1, unitAmount: 100 },
        { periods: 1, unitAmount: 200 },
      ],
    };
    expect([1, 2, 3].map((period) => planAmountForPeriod(plan, period))).toEqual([100, 200, 200]);
  });
});

describe('planPriceOf', () => {
  it.each([
    ['Spain 21 %', 990, 21, { subtotal: 990, taxes: { rate: 21, total: 208 }, total: 1198 }],
    ['Germany 19 %', 1990, 19, { subtotal: 1990, taxes: { rate: 19, total: 378 }, total: 2368 }],
    ['no VAT', 990, 0, { subtotal: 990, taxes: { rate: 0, total: 0 }, total: 990 }],
    ['free', 0, 21, { subtotal: 0, taxes: { rate: 21, total: 0 }, total: 0 }],
  ])('%s', (_name, subtotal, vatRate, expected) => {
    expect(planPriceOf({ plan: plus, subtotal, vatRate })).toEqual({
      planCode: 'PLUS',
      currency: 'EUR',
      ...expected,
    });
  });
});

describe('discountedSubtotal', () => {
  it.each([
    ['no discount', 1990, null, 1990],
    ['half price', 1990, { type: 'percentage', value: 50, currency: 'EUR' } as const, 995],
    ['fixed amount', 1990, { type: 'fixed', value: 500, currency: 'EUR' } as const, 1490],
    ['never below zero', 300, { type: 'fixed', value: 500, currency: 'EUR' } as const, 0],
  ])('%s', (_name, subtotal, discount, expected) => {
    expect(discountedSubtotal(subtotal, discount)).toBe(expected);
  });
});

describe('billingPriceOf', () => {
  it.each([
    ['first period, no discount', 1, false, 990, 1198],
    ['fourth period, no discount', 4, false, 1990, 2408],
    ['fourth period, retention discount', 4, true, 995, 1204],
    ['second period, retention discount', 2, true, 495, 599],
  ])('%s', (_name, period, hasRetentionDiscount, subtotal, total) => {
    const price = billingPriceOf({ plan: plus, period, vatRate: 21, hasRetentionDiscount });
    expect({ subtotal: price.subtotal, total: price.total }).toEqual({ subtotal, total });
  });
});
