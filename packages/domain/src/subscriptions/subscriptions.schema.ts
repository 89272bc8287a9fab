import { z } from 'zod';

/** The plans on sale: FREE (no subscription) and PLUS, shown to sellers as 'silver'. */
export const PlanCode = { Free: 'FREE', Plus: 'PLUS' } as const;
export type PlanCode = (typeof PlanCode)[keyof typeof PlanCode];
export const planCodeSchema = z.enum([PlanCode.Free, PlanCode.Plus]);

/** A ramp step: `periods` billing periods at `unitAmount`; null periods means from then on. */
export const rampStepSchema = z.object({
  periods: z.number().int().positive().nullable(),
  unitAmount: z.number().int().nonnegative(),
});
export type RampStep = z.infer<typeof rampStepSchema>;

export const planSchema = z.object({
  code: planCodeSchema,
  /** Display name: 'free' or 'silver'. */
  name: z.string(),
  pricingType: z.enum(['fixed', 'ramp']),
  /** Minor units per billing period, before tax; a ramp plan's first step. */
  unitAmount: z.number().int().nonnegative(),
  currency: z.literal('EUR'),
  interval: z.enum(['month', 'year']),
  /** Ramp plans only: the steps in order. */
  ramp: z.array(rampStepSchema),
});
export type Plan = z.infer<typeof planSchema>;

/** Price of a plan's next billing for this client: subtotal, VAT of the client's country, total. */
export const planPriceSchema = z.object({
  planCode: planCodeSchema,
  subtotal: z.number().int(),
  taxes: z.object({ rate: z.number(), total: z.number().int() }),
  total: z.number().int(),
  currency: z.literal('EUR'),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const SubscriptionState = { Active: 'active', Canceled: 'canceled' } as const;
export type SubscriptionState = (typeof SubscriptionState)[keyof typeof SubscriptionState];

export const subscriptionSchema = z.object({
  id: z.uuid(),
  state: z.enum([SubscriptionState.Active, SubscriptionState.Canceled]),
  plan: z.object({ name: z.string(), code: planCodeSchema }),
  interval: z.enum(['month', 'year']),
  retentionDiscount: z.object({ active: z.boolean() }),
  currentPeriodEndsAt: z.iso.datetime(),
  /** What the current period cost, tax included, in minor units. */
  currentBillingAmount: z.number().int(),
  currentBillingCurrency: z.literal('EUR'),
  /** What the next billing will cost, tax included (differs when a discount or a ramp step applies). */
  nextBillingAmount: z.number().int(),
  paymentMethod: z.enum(['CREDITCARD', 'paypal']),
  paymentMethodId: z.uuid(),
  /** When the last renewal was refused: the moment it is charged again; null otherwise. */
  renewalRetryAt: z.iso.datetime().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /subscriptions/current: the running subscription (active or cancelled to period end) or none. */
export const currentSubscriptionResponseSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type CurrentSubscriptionResponse = z.infer<typeof currentSubscriptionResponseSchema>;

export const createSubscriptionRequestSchema = z.object({
  paymentMethodId: z.uuid('form.error.required'),
  planCode: planCodeSchema,
});
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

export const editSubscriptionRequestSchema = z.object({ paymentMethodId: z.uuid('form.error.required') });
export type EditSubscriptionRequest = z.infer<typeof editSubscriptionRequestSchema>;

export const CancelReason = {
  PoorSupport: 'POOR_SUPPORT',
  SeasonalShipping: 'SEASONAL_SHIPPING',
  MissingFeature: 'MISSING_FEATURE',
  TooExpensive: 'TOO_EXPENSIVE',
  BusinessClosed: 'BUSINESS_CLOSED',
  TechProblems: 'TECH_PROBLEMS',
  Other: 'OTHER',
} as const;
export type CancelReason = (typeof CancelReason)[keyof typeof CancelReason];
export const CANCEL_REASONS = Object.values(CancelReason) as [CancelReason, ...CancelReason[]];

export const cancelSubscriptionRequestSchema = z.object({
  reason: z.enum(CANCEL_REASONS, 'form.error.required'),
  comment: z.string().trim().max(1000, 'form.error.max-size').optional(),
});
export type CancelSubscriptionRequest = z.infer<typeof cancelSubscriptionRequestSchema>;

export const retentionDiscountSchema = z.object({
  type: z.enum(['fixed', 'percentage']),
  value: z.number(),
  currency: z.literal('EUR'),
});
export type RetentionDiscount = z.infer<typeof retentionDiscountSchema>;

export const retentionEligibilitySchema = z.object({
  eligible: z.boolean(),
  discount: retentionDiscountSchema,
  /** Next billing with the discount, tax included. */
  discountedAmount: z.number().int(),
  /** Next billing without it, tax included. */
  currentAmount: z.number().int(),
});
export type RetentionEligibility = z.infer<typeof retentionEligibilitySchema>;

/** Applying the retention discount answers the reason that led to it (only 'too expensive' may). */
export const applyRetentionDiscountRequestSchema = cancelSubscriptionRequestSchema;
