import { RATE_ZONES, type RateZone } from '@shipdeck/domain/geo/regions';
import { z } from 'zod';

/**
 * The shape of a sandbox carrier's data file. The catalogue is parsed with this schema when the
 * server starts, so a typo in a price table stops the start instead of mispricing a parcel.
 * Prices are in euro cents, weights in kilograms, lengths in centimetres.
 */
const zoneSchema = z.enum(RATE_ZONES as [RateZone, ...RateZone[]]);
const cents = z.number().int().nonnegative();
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
const country = z.string().regex(/^[A-Z]{2}$/);

export const serviceDefinitionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(2),
    category: z.enum(['express', 'standard', 'economy']),
    /** Countries the service picks up from (or whose points accept parcels). */
    origins: z.array(country).min(1),
    /** When set, the only destination countries; otherwise every country of a priced zone. */
    destinations: z.array(country).min(1).optional(),
    atOrigin: z.enum(['collection', 'dropoff']),
    delivery: z.enum(['door', 'pickup-point']),
    /** Upper bound (kg) of each weight band, ascending; prices line up with these. */
    weightBandsKg: z.array(z.number().positive()).min(1),
    prices: z.partialRecord(zoneSchema, z.array(cents)),
    transit: z.partialRecord(
      zoneSchema,
      z.object({ hours: z.number().int().positive(), guaranteed: z.boolean() }),
    ),
    maxWeightKg: z.number().positive(),
    /** Longest side. */
    maxLengthCm: z.number().int().positive(),
    /** Length + 2 × width + 2 × height. */
    maxGirthCm: z.number().int().positive(),
    /** Lockers: each side, sorted, must fit this box. */
    maxBoxCm: z.tuple([z.number().int(), z.number().int(), z.number().int()]).optional(),
    /** Overrides the carrier's divisor (cm³ per kg) for volumetric weight. */
    volumetricDivisor: z.number().int().min(1000).max(10000).optional(),
    cutoffTime: time,
    collectionWindow: z.tuple([time, time]),
    saturdayCollection: z.boolean().default(false),
    /** Surcharge per parcel for islands and enclaves; null: the service does not go there. */
    remoteAreaSurcharge: cents.nullable(),
    /** `none`: the service cannot cross a customs border. */
    customs: z.enum(['none', 'paper', 'paperless']),
    printInStore: z.boolean().default(false),
    /** The label is printed at the drop-off point unless the seller says otherwise. */
    printInStoreDefault: z.boolean().default(false),
    insurance: z.object({
      baseCoverage: cents,
      tiers: z.array(z.object({ coverage: cents, price: cents })),
    }),
    products: z.object({
      adultSignature: cents.nullable(),
      additionalHandling: cents.nullable(),
      proofOfDelivery: cents.nullable(),
      cashOnDelivery: z.object({ price: cents, maxAmount: cents }).nullable(),
    }),
    /** Share of the price a Plus subscriber does not pay (the exclusive price). */
    subscriberMarginPercent: z.number().min(0).max(30),
  })
  .superRefine((service, context) => {
    const bands = service.weightBandsKg;
    if (bands.some((band, index) => index > 0 && band <= bands[index - 1]!))
      context.addIssue({ code: 'custom', message: 'weight bands must ascend', path: ['weightBandsKg'] });
    if (bands.at(-1)! > service.maxWeightKg)
      context.addIssue({
        code: 'custom',
        message: 'a band exceeds the maximum weight',
        path: ['weightBandsKg'],
      });
    const zones = Object.keys(service.prices) as RateZone[];
    if (zones.length === 0) context.addIssue({ code: 'custom', message: 'no priced zone', path: ['prices'] });
    for (const zone of zones) {
      if (service.prices[zone]!.length !== bands.length)
        context.addIssue({
          code: 'custom',
          message: `${zone} prices do not match the bands`,
          path: ['prices', zone],
        });
      if (!service.transit[zone])
        context.addIssue({ code: 'custom', message: `${zone} has no transit time`, path: ['transit', zone] });
    }
    if (service.printInStoreDefault && !service.printInStore)
      context.addIssue({
        code: 'custom',
        message: 'print in store by default needs print in store',
        path: ['printInStoreDefault'],
      });
    const tiers = service.insurance.tiers;
    if (tiers.some((tier, index) => index > 0 && tier.coverage <= tiers[index - 1]!.coverage))
      context.addIssue({
        code: 'custom',
        message: 'insurance tiers must ascend',
        path: ['insurance', 'tiers'],
      });
  });
export type ServiceDefinition = z.infer<typeof serviceDefinitionSchema>;

export const carrierDefinitionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(2),
    logoId: z.string().min(2),
    /** Premium carriers are offered per tenant (AvailablePremiumCarriers and exclusions). */
    isPremium: z.boolean(),
    /** cm³ per kg: volumetric kg = length × width × height / divisor. */
    volumetricDivisor: z.number().int().min(1000).max(10000),
    /** Days the carrier does not collect on top of the origin country's public holidays (MM-DD). */
    closures: z.array(monthDay),
    services: z.array(serviceDefinitionSchema).min(1),
  })
  .superRefine((carrier, context) => {
    for (const [index, service] of carrier.services.entries()) {
      if (!service.id.startsWith(`${carrier.id}-`))
        context.addIssue({
          code: 'custom',
          message: 'service id must start with the carrier id',
          path: ['services', index, 'id'],
        });
    }
  });
export type CarrierDefinition = z.infer<typeof carrierDefinitionSchema>;
export type CarrierInput = z.input<typeof carrierDefinitionSchema>;

/** Parses every carrier and checks ids are unique across the catalogue. */
export const parseCatalogue = (inputs: readonly CarrierInput[]): CarrierDefinition[] => {
  const carriers = inputs.map((input) => {
    const parsed = carrierDefinitionSchema.safeParse(input);
    if (!parsed.success) {
      const detail = parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
      throw new Error(`Invalid sandbox carrier ${String((input as { id?: unknown }).id)}: ${detail}`);
    }
    return parsed.data;
  });
  const ids = new Set<string>();
  for (const id of carriers.flatMap((carrier) => [
    carrier.id,
    ...carrier.services.map((service) => service.id),
  ])) {
    if (ids.has(id)) throw new Error(`Duplicate id in the sandbox catalogue: ${id}`);
    ids.add(id);
  }
  return carriers;
};
