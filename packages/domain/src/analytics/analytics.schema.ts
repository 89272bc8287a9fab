import { z } from 'zod';

/** Query of every analytics call: a range of calendar days, both ends included. */
export const analyticsRangeQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

/** Rows shown by name in the carrier, country and content charts; the rest add up to Others. */
export const ANALYTICS_TOP_ROWS = 8;

/** GET /analytics/shipments: paid shipments per day, every day of the range present. */
export const shipmentsOverTimeSchema = z.object({
  series: z.array(z.object({ date: z.iso.date(), shipments: z.number().int() })),
});
export type ShipmentsOverTime = z.infer<typeof shipmentsOverTimeSchema>;

/** GET /analytics/costs: what the paid shipments cost per day, in minor units of `currency`. */
export const costOverTimeSchema = z.object({
  currency: z.string().length(3),
  series: z.array(z.object({ date: z.iso.date(), totalCost: z.number().int() })),
});
export type CostOverTime = z.infer<typeof costOverTimeSchema>;

const shareSchema = z.object({
  shipments: z.number().int(),
  /** Of all shipments in the range, 0–100 with one decimal. */
  percentage: z.number(),
});

/** The rows beyond the top 8, added up; null when there are none. */
const othersSchema = shareSchema.nullable();

export const byCarrierSchema = z.object({
  total: z.number().int(),
  rows: z.array(
    shareSchema.extend({
      carrier: z.string(),
      /** Average cost of one shipment, minor units. */
      averageCost: z.number().int(),
      currency: z.string().length(3),
    }),
  ),
  others: othersSchema,
});
export type ByCarrier = z.infer<typeof byCarrierSchema>;

export const byCountrySchema = z.object({
  total: z.number().int(),
  /** `country` is an ISO 3166-1 alpha-2 code; '' when the shipment had none. */
  rows: z.array(shareSchema.extend({ country: z.string() })),
  others: othersSchema,
});
export type ByCountry = z.infer<typeof byCountrySchema>;

export const byContentSchema = z.object({
  total: z.number().int(),
  /** `content` is the declared description as grouped (trimmed, lower case); '' when none was given. */
  rows: z.array(shareSchema.extend({ content: z.string() })),
  others: othersSchema,
});
export type ByContent = z.infer<typeof byContentSchema>;
