import { z } from 'zod';
import {
  coordinatesSchema,
  dropoffPointSnapshotSchema,
  mapTilesSchema,
} from '../carriers/carriers.schema.ts';
import { TRACKING_EVENTS } from '../shipments/tracking-events.ts';
import { languageSchema } from '../user/language.ts';

/** A tracking link's token: 128 random bits, URL-safe base64 (22 characters). */
export const trackingTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** One step of the parcel's way, as the buyer reads it. */
export const publicTrackingEventSchema = z.object({
  at: z.string(),
  /** Our own code, shown in the reader's language; null: the carrier's description is shown. */
  event: z.enum(TRACKING_EVENTS).nullable(),
  location: z.string(),
  description: z.string(),
});

/**
 * What a buyer's tracking page shows of one shipment, and nothing else of the seller: no prices, no
 * sender's phone or e-mail, no addresses but the pick-up point's (a test checks the exact fields).
 */
export const publicTrackingSchema = z.object({
  brand: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  /** The tenant's language, for a browser speaking none of the UI languages. */
  defaultLanguage: languageSchema,
  carrierName: z.string().nullable(),
  trackingNumbers: z.array(z.string()),
  estimatedDeliveryDate: z.string().nullable(),
  events: z.array(publicTrackingEventSchema),
  pickupPoint: dropoffPointSnapshotSchema
    .omit({ id: true, carrierId: true, coordinates: true })
    .extend({
      /** Null for a point stored before shipments kept where it stands: the page shows it without a map. */
      coordinates: coordinatesSchema.nullable(),
    })
    .nullable(),
  /** The operator's map tiles, which a signed-in page reads from its start-up data. */
  map: mapTilesSchema,
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>;
export type PublicTrackingEvent = z.infer<typeof publicTrackingEventSchema>;
