import { vatOf } from '../../pricing/rules/vat.ts';
import { RETENTION_DISCOUNT } from '../plans.ts';
import type { Plan, PlanPrice, RetentionDiscount } from '../subscriptions.schema.ts';

/**
 * What a plan costs before tax in a given billing period (1 = the first): a fixed plan always its
 * unit amount; a ramp plan the step that period falls in, the last step from then on.
 */
export const planAmountForPeriod = (plan: Plan, period: number): number => {
  if (plan.pricingType === 'fixed' || plan.ramp.length === 0) return plan.unitAmount;
  let start = 1;
  for (const step of plan.ramp) {
    if (step.periods === null || period < start + step.periods) return step.unitAmount;
    start += step.periods;
  }
  return plan.ramp.at(-1)!.unitAmount;
};

/** A discount taken off a subtotal, never below zero. */
export const discountedSubtotal = (subtotal: number, discount: RetentionDiscount | null): number => {
  if (!discount) return subtotal;
  const off = discount.type === 'percentage' ? Math.round((subtotal * discount.value) / 100) : discount.value;
  return Math.max(0, subtotal - off);
};

/** Subtotal, VAT once on it (the client's country rate) and total, in minor units. */
export const planPriceOf = (input: { plan: Plan; subtotal: number; vatRate: number }): PlanPrice => {
  const taxes = vatOf(input.subtotal, input.vatRate);
  return {
    planCode: input.plan.code,
    subtotal: input.subtotal,
    taxes: { rate: input.vatRate, total: taxes },
    total: input.subtotal + taxes,
    currency: 'EUR',
  };
};

/**
 * The price of one billing: the plan's amount for that period, half off while the retention
 * discount has billings left, with VAT.
 */
export const billingPriceOf = (input: {
  plan: Plan;
  period: number;
  vatRate: number;
  hasRetentionDiscount: boolean;
}): PlanPrice =>
  planPriceOf({
    plan: input.plan,
    subtotal: discountedSubtotal(
      planAmountForPeriod(input.plan, input.period),
      input.hasRetentionDiscount ? RETENTION_DISCOUNT : null,
    ),
    vatRate: input.vatRate,
  });
