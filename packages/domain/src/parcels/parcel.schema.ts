import { z } from 'zod';
import { parcelSchema } from './parcel-rules.ts';

/**
 * Saved (default) parcels: a client keeps at most 16; the add button hides at 16
 * and the server refuses the 17th. Not to be confused with the parcels of one shipment
 * (MAX_PARCELS_PER_SHIPMENT in parcel-rules.ts).
 */
export const MAX_SAVED_PARCELS = 16;
export const PARCEL_LIMIT_EXCEEDED_KEY = 'parcels.error.limit-exceeded';

export const canAddSavedParcel = (count: number) => count < MAX_SAVED_PARCELS;

/**
 * POST/PUT /parcels: name, weight in kilograms (number or text with '.', ',' or "'"), whole
 * centimetres. `isDefault: true` makes it the default at once.
 */
export const parcelRequestSchema = parcelSchema.extend({ isDefault: z.boolean().optional() }).strict();
export type ParcelRequest = z.input<typeof parcelRequestSchema>;
export type ParcelValues = z.output<typeof parcelRequestSchema>;

/** A saved parcel as the API answers it: weight in kilograms (up to 3 decimals), sides in centimetres. */
export const savedParcelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  weight: z.number(),
  length: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedParcel = z.infer<typeof savedParcelSchema>;

export const savedParcelListSchema = z.array(savedParcelSchema);

/**
 * The placeholder custom parcel: a client-side entry in parcel pickers
 * meaning "type the measures by hand". It is never stored; its id cannot clash with a uuid.
 */
export const CUSTOM_PARCEL_ID = 'custom';
export const customParcelPlaceholder = {
  id: CUSTOM_PARCEL_ID,
  nameKey: 'parcels.custom-parcel',
  isDefault: false,
} as const;
export const isCustomParcelId = (id: string) => id === CUSTOM_PARCEL_ID;
