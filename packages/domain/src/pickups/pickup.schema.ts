import { z } from 'zod';
import { calendarDaySchema } from '../units/calendar-day.ts';

/** Message keys of pickup booking answers (4xx) and form errors. */
export const PickupMessage = {
  notFound: 'pickup.error.not-found',
  notEligible: 'pickup.error.not-eligible',
  mixedOrigins: 'pickup.error.mixed-origins',
  mixedCarriers: 'pickup.error.mixed-carriers',
  mixedContracts: 'pickup.error.mixed-contracts',
  alreadyBooked: 'pickup.error.already-booked',
  dateUnavailable: 'pickup.error.date-unavailable',
  window: 'pickup.error.window',
  parcels: 'pickup.error.parcels',
  noDates: 'pickup.error.no-dates',
  carrierRefused: 'pickup.error.carrier-refused',
  notChangeable: 'pickup.error.not-changeable',
  collected: 'pickup.error.collected',
} as const;

/** Most shipments one collection may take; a bulk booking names at most this many. */
export const MAX_PICKUP_SHIPMENTS = 100;
export const MAX_PICKUP_PARCELS = 99;
/** A carrier needs a window of at least two hours to plan a driver's round. */
export const MIN_PICKUP_WINDOW_MINUTES = 120;

const isoDate = calendarDaySchema();
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'form.error.invalid-format');

export const pickupDaySchema = z.object({ date: isoDate, from: clock, to: clock });
export type PickupDay = z.infer<typeof pickupDaySchema>;

/** When and how much the carrier collects. */
export const pickupSlotSchema = z.object({
  date: isoDate,
  windowFrom: clock,
  windowTo: clock,
  parcelCount: z.number().int().min(1).max(MAX_PICKUP_PARCELS),
});
export type PickupSlot = z.infer<typeof pickupSlotSchema>;

export const pickupCreateSchema = pickupSlotSchema.extend({
  /**
   * The browser's key for this booking (one per dialog): the same key sent again, after a lost
   * answer or a double click, answers the first booking and books nothing more.
   */
  requestKey: z.uuid(),
  shipmentReferences: z.array(z.string().min(1).max(40)).min(1).max(MAX_PICKUP_SHIPMENTS),
});
export type PickupCreate = z.infer<typeof pickupCreateSchema>;

export const PickupState = { Booked: 'BOOKED', Cancelled: 'CANCELLED' } as const;
export type PickupState = (typeof PickupState)[keyof typeof PickupState];

export const pickupSchema = pickupSlotSchema.extend({
  id: z.uuid(),
  state: z.enum([PickupState.Booked, PickupState.Cancelled]),
  carrierId: z.string(),
  carrierName: z.string(),
  /** The carrier's confirmation number of the collection. */
  confirmationNumber: z.string(),
  warehouseId: z.uuid().nullable(),
  shipments: z.array(z.object({ id: z.uuid(), reference: z.string() })),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Pickup = z.infer<typeof pickupSchema>;

/** What the booking form offers for a set of shipments: the carrier's next collection days. */
export const pickupOptionsSchema = z.object({
  carrierId: z.string(),
  carrierName: z.string(),
  /** The carrier's cut-off (`HH:MM`, origin time): after it, today is no longer offered. */
  cutoffTime: z.string(),
  timeZone: z.string(),
  days: z.array(pickupDaySchema),
  /** The parcels of the shipments, the count proposed. */
  parcelCount: z.number().int(),
});
export type PickupOptions = z.infer<typeof pickupOptionsSchema>;

export const pickupOptionsQuerySchema = z.object({
  /** Comma-separated shipment references. */
  references: z.string().max(MAX_PICKUP_SHIPMENTS * 41),
});

export const shipmentPickupSchema = z.object({ pickup: pickupSchema.nullable() });
