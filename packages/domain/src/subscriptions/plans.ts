import { type Plan, PlanCode } from './subscriptions.schema.ts';

/**
 * The plan catalogue. Free costs nothing; Plus ('silver') is a monthly ramp: an introductory
 * price for the first three months, then the regular one.
 */
export const PLANS: readonly Plan[] = [
  {
    code: PlanCode.Free,
    name: 'free',
    pricingType: 'fixed',
    unitAmount: 0,
    currency: 'EUR',
    interval: 'month',
    ramp: [],
  },
  {
    code: PlanCode.Plus,
    name: 'silver',
    pricingType: 'ramp',
    unitAmount: 990,
    currency: 'EUR',
    interval: 'month',
    ramp: [
      { periods: 3, unitAmount: 990 },
      { periods: null, unitAmount: 1990 },
    ],
  },
];

export const planOf = (code: string): Plan | undefined => PLANS.find((plan) => plan.code === code);

/** The retention offer: half price on the next three billings. */
export const RETENTION_DISCOUNT = { type: 'percentage', value: 50, currency: 'EUR' } as const;
export const RETENTION_DISCOUNT_PERIODS = 3;

/** A failed renewal is retried this many times, a day apart, before the subscription lapses. */
export const RENEWAL_ATTEMPTS = 3;
export const RENEWAL_RETRY_HOURS = 24;

/** The plan picker goes on this long after the free plan is chosen. */
export const FREE_PLAN_DELAY_MS = 1000;
