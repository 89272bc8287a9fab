import { z } from 'zod';
import { countryCodeSchema, GeoMessage } from '../geo/geo.schema.ts';
import { checkPostcode, isPostcodeGiven } from '../geo/postcode-formats.ts';
import { RATE_ZONES } from '../geo/regions.ts';
import { packagesSchema } from '../parcels/parcel-rules.ts';
import { SURCHARGE_REASONS } from './rules/surcharge-risk.ts';
import { CORRECTION_SCOPES } from './rules/weight-correction-history.ts';

/**
 * Request and response shapes of the carrier endpoints (service search, rating, collection dates, drop-off points). Query
 * strings use brackets for nesting: `from[country]=ES&from[zip]=28001&packages[0][weight]=2`.
 * Money is in integer minor units with its currency.
 */

const currencySchema = z.literal('EUR');
const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'form.error.invalid-date');
const minorSchema = z.number().int();

/**
 * A route's postcode as a query gives it: absent or blank is '' (a country with no postcode system
 * has none); whether one is needed is the place's rule (`isPostcodeGiven`).
 */
const zipQuerySchema = z
  .string({ message: 'form.error.required' })
  .trim()
  .max(20, GeoMessage.postcodeInvalid)
  .optional()
  .transform((zip) => zip ?? '');

/** A postcode is there where the country has them (a query's place, or its drop-off search). */
const requirePostcode = (place: { country: string; zip: string }, context: z.RefinementCtx) => {
  if (!isPostcodeGiven(place.country, place.zip))
    context.addIssue({ code: 'custom', message: 'form.error.required', path: ['zip'], input: place.zip });
};

/**
 * A place as the search takes it; the postcode must be one that can exist in the country, and may
 * be left out only where the country has none.
 */
export const placeSchema = z
  .object({ country: countryCodeSchema, zip: zipQuerySchema })
  .superRefine(requirePostcode)
  .transform((place, context) => {
    const check = checkPostcode(place.country, place.zip);
    if (!check.isValid) {
      context.addIssue({ code: 'custom', message: check.messageKey, path: ['zip'], input: place.zip });
      return z.NEVER;
    }
    return { country: place.country, zip: check.postcode };
  });
export type Place = z.infer<typeof placeSchema>;

export const sourceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{2,12}$/, 'form.error.invalid-format')
  .default('PRO');

/** What a marketplace's buyer chose at checkout: listed first in the search. */
export const thirdPartyPreferencesSchema = z
  .object({
    serviceId: z.string().trim().max(80),
    dropoffPointId: z.string().trim().max(120),
    carrier: z.string().trim().max(40),
  })
  .partial();
export type ThirdPartyPreferences = z.infer<typeof thirdPartyPreferencesSchema>;

const routeQueryShape = {
  from: placeSchema,
  to: placeSchema,
  packages: packagesSchema,
  source: sourceSchema,
};

export const serviceSearchQuerySchema = z.object({
  ...routeQueryShape,
  sortBy: z.enum(['totalPrice']).default('totalPrice'),
  service_id: z.string().trim().max(80).optional(),
  thirdPartyPreferences: thirdPartyPreferencesSchema.optional(),
  /** The collection day the seller chose: delivery estimates count from it (`collectionDayFor`). */
  collectionDate: isoDateSchema.optional(),
});
export type ServiceSearchQuery = z.infer<typeof serviceSearchQuerySchema>;

export const collectionDatesQuerySchema = z.object(routeQueryShape);
export type CollectionDatesQuery = z.infer<typeof collectionDatesQuerySchema>;

/** What the checkout confirms before ordering: any `CarrierProductFailure` is answered as 422. */
export const serviceAvailabilityQuerySchema = z.object({
  ...routeQueryShape,
  collectionDate: isoDateSchema.optional(),
  dropoffPointId: z.string().trim().max(120).optional(),
  /** The drop-off point at origin the seller chose, for a service dropped off at origin. */
  originDropoffPointId: z.string().trim().max(120).optional(),
});
export type ServiceAvailabilityQuery = z.infer<typeof serviceAvailabilityQuerySchema>;

export const serviceIdParamsSchema = z.object({ serviceId: z.string().trim().min(1).max(80) });

export const priceSchema = z.object({
  basePrice: minorSchema,
  taxPrice: minorSchema,
  totalPrice: minorSchema,
  currency: currencySchema,
  taxes: z.array(z.object({ percentage: z.number(), amount: minorSchema })),
});
export type Price = z.infer<typeof priceSchema>;

export const productPriceSchema = z.object({
  basePrice: minorSchema,
  taxPrice: minorSchema,
  totalPrice: minorSchema,
  currency: currencySchema,
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

const optionalProductSchema = productPriceSchema.extend({ isEnabled: z.boolean() });

export const insuranceTierSchema = productPriceSchema.extend({
  /** Declared value covered up to this amount. */
  coverage: minorSchema,
});

export const serviceProductsSchema = z.object({
  insurance: optionalProductSchema.extend({
    /** Covered without buying insurance (0 when the carrier covers nothing). */
    baseCoverage: minorSchema,
    tiers: z.array(insuranceTierSchema),
  }),
  adultSignature: optionalProductSchema,
  additionalHandling: optionalProductSchema,
  proofOfDelivery: optionalProductSchema,
  cashOnDelivery: optionalProductSchema.extend({ maxAmount: minorSchema }),
});
export type ServiceProducts = z.infer<typeof serviceProductsSchema>;

/** A surcharge the service risks for these parcels (see `surchargeRisksOf`), its likely cost with VAT. */
export const surchargeRiskSchema = z.object({
  reason: z.enum(SURCHARGE_REASONS),
  extraCost: productPriceSchema,
  /** The parcels at risk, counted from 1. */
  parcels: z.array(z.number().int()),
  declaredKg: z.number().optional(),
  billedKg: z.number().optional(),
  /** WEIGHT_CORRECTIONS: the seller's corrections in the window, on this service or, without any, on the carrier. */
  corrections: z.number().int().optional(),
  scope: z.enum(CORRECTION_SCOPES).optional(),
});
export type SurchargeRiskView = z.infer<typeof surchargeRiskSchema>;

export const serviceCategorySchema = z.enum(['express', 'standard', 'economy']);

export const serviceSchema = z.object({
  id: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  /** Carrier and service, as shown in lists: "UPS Standard". */
  name: z.string(),
  serviceName: z.string(),
  logoId: z.string(),
  category: serviceCategorySchema,
  isOwnContract: z.boolean(),
  isPremium: z.boolean(),
  zone: z.enum(RATE_ZONES as [string, ...string[]]),
  /** `origin`: the parcel is dropped at a point (else collected); `destination`: delivered to a pick-up point (else the door). */
  dropOff: z.object({ origin: z.boolean(), destination: z.boolean() }),
  isCollection: z.boolean(),
  isDeliveryToPickupPoint: z.boolean(),
  transit: z.object({ hours: z.number().int(), days: z.number().int(), guaranteed: z.boolean() }),
  transitHours: z.number().int(),
  firstCollectionDate: z.string(),
  /**
   * Expected delivery day from the transit time counted from the collection day: the one the search
   * was given (`collectionDate`, see `collectionDayFor`), else the first (`YYYY-MM-DD`).
   */
  estimatedDeliveryDate: z.string().nullable(),
  availableDates: z.array(z.string()),
  cutoffTime: z.string(),
  customsRequired: z.boolean(),
  hasPaperlessCustoms: z.boolean(),
  hasPrintInStore: z.boolean(),
  printInStoreDefault: z.boolean(),
  /** Sum over parcels of max(actual, volumetric) weight, in kilograms. */
  chargeableWeight: z.number(),
  price: priceSchema,
  /** The Plus subscriber's price; present when the tenant shows exclusive prices. */
  exclusivePrice: priceSchema.optional(),
  managementFee: productPriceSchema,
  products: serviceProductsSchema,
  tags: z.array(
    z.object({ type: z.literal('SUBSCRIBER_MARGIN'), amount: minorSchema, currency: currencySchema }),
  ),
  isThirdPartyPreference: z.boolean(),
  /** Surcharges the carrier may add for these parcels; empty (or absent) when none is likely. */
  surchargeRisks: z.array(surchargeRiskSchema).optional(),
  /**
   * How often the seller's parcels on this service and lane (origin → destination country) arrived by
   * the promised day; absent below the minimum sample (see `onTimeScoreOf`).
   */
  onTime: z.object({ percent: z.number().int().min(0).max(100), sampleSize: z.number().int() }).optional(),
  /**
   * The same over all clients that share their delivery data, shown only to a client that shares its own;
   * absent below the minimum sample or number of clients (see `sharedOnTimeScoreOf`).
   */
  sharedOnTime: z
    .object({ percent: z.number().int().min(0).max(100), sampleSize: z.number().int() })
    .optional(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceSearchResponseSchema = z.object({ services: z.array(serviceSchema) });
export type ServiceSearchResponse = z.infer<typeof serviceSearchResponseSchema>;

export const collectionDateSchema = z.object({
  date: z.string(),
  /** Collection window (or, for drop-off services, the hours the points take parcels), origin local time. */
  from: z.string(),
  to: z.string(),
  /** Expected delivery day when collected (or handed over) on this date; absent when unknown. */
  estimatedDeliveryDate: z.string().nullable().optional(),
});

export const collectionDatesResponseSchema = z.object({
  serviceId: z.string(),
  isCollection: z.boolean(),
  cutoffTime: z.string(),
  timeZone: z.string(),
  dates: z.array(collectionDateSchema),
});
export type CollectionDates = z.infer<typeof collectionDatesResponseSchema>;

export const serviceAvailabilityResponseSchema = z.object({
  serviceId: z.string(),
  isAvailable: z.literal(true),
});

export const dropoffPointsQuerySchema = z
  .object({
    serviceId: z.string().trim().min(1, 'form.error.required').max(80),
    country: countryCodeSchema,
    zip: zipQuerySchema,
    city: z.string().trim().max(80).optional(),
    parcelsDimensions: packagesSchema.optional(),
  })
  .superRefine(requirePostcode);
export type DropoffPointsQuery = z.infer<typeof dropoffPointsQuerySchema>;

export const dropoffPointParamsSchema = z.object({ pointId: z.string().trim().min(1).max(120) });

export const dropoffPointQuerySchema = z
  .object({
    serviceId: z.string().trim().min(1, 'form.error.required').max(80),
    country: countryCodeSchema,
    zip: zipQuerySchema,
    city: z.string().trim().max(80).optional(),
    pointsType: z.string().max(20).optional(),
  })
  .superRefine(requirePostcode);

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

export const coordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** The operator's map tiles: a `{z}/{x}/{y}` server and its attribution; null without one (a plain map). */
export const mapTilesSchema = z.object({ tileUrl: z.string().nullable(), attribution: z.string() });
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const dropoffPointSchema = z.object({
  id: z.string(),
  carrierId: z.string(),
  type: z.enum(['PICKUP_POINT', 'LOCKER', 'POST_OFFICE']),
  businessName: z.string(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  /** One entry per day; `time` is "09:00-13:00, 16:00-20:00", "00:00-24:00", or "" when closed. */
  openingTimes: z.array(z.object({ day: z.enum(WEEKDAYS), time: z.string() })),
  coordinates: coordinatesSchema,
  distanceMetres: z.number().int(),
});
export type DropoffPoint = z.infer<typeof dropoffPointSchema>;

/**
 * What a shipment keeps of a point it was given (chosen, or the carrier's nearest when bought): the
 * carrier's id and what a person needs to find it, as it was then, whatever the carrier's list says later.
 */
export const dropoffPointSnapshotSchema = dropoffPointSchema
  .pick({
    id: true,
    carrierId: true,
    type: true,
    businessName: true,
    address: true,
    zipCode: true,
    city: true,
    country: true,
    openingTimes: true,
  })
  .extend({
    /** Where it stands, for a map; absent on points stored before shipments kept it. */
    coordinates: coordinatesSchema.optional(),
  });
export type DropoffPointSnapshot = z.infer<typeof dropoffPointSnapshotSchema>;

/** The snapshot a shipment stores of a point the carrier lists. */
export const dropoffPointSnapshotOf = (point: DropoffPoint): DropoffPointSnapshot =>
  dropoffPointSnapshotSchema.parse(point);

/** The points, and where the search was made from (the postcode's place), so a map can show both. */
export const dropoffPointsResponseSchema = z.object({
  points: z.array(dropoffPointSchema),
  searchCentre: coordinatesSchema.nullable(),
});
export type DropoffPointsResponse = z.infer<typeof dropoffPointsResponseSchema>;
