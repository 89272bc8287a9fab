import { z } from 'zod';

/** A band of monthly shipments; the last band has no upper bound ('or more'). */
export const volumeBandSchema = z.object({
  value: z.string(),
  minShipments: z.number().int().nonnegative(),
  /** null on the last band: its minimum or more. */
  maxShipments: z.number().int().positive().nullable(),
});
export type VolumeBand = z.infer<typeof volumeBandSchema>;

/** The client's rate with one carrier: the band of its shipments with it over the last month, or none. */
export const clientRateSchema = z.object({
  carrierId: z.string(),
  carrierName: z.string(),
  band: volumeBandSchema.nullable(),
});
export type ClientRate = z.infer<typeof clientRateSchema>;

/** GET /volume-discounts. */
export const volumeDiscountsSchema = z.object({
  isEstimated: z.boolean(),
  /** The band the client stated, when it did. */
  estimatedBand: z.string().nullable(),
  bands: z.array(volumeBandSchema),
  clientRates: z.array(clientRateSchema),
});
export type VolumeDiscounts = z.infer<typeof volumeDiscountsSchema>;

/** POST /volume-discounts/estimate: the band of shipments a month the seller expects. */
export const volumeEstimateRequestSchema = z
  .object({ band: z.string({ error: 'form.error.required' }).min(1, 'form.error.required').max(40) })
  .strict();
export type VolumeEstimateRequest = z.infer<typeof volumeEstimateRequestSchema>;
