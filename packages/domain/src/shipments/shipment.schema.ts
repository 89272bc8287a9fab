import { z } from 'zod';
import { warehouseSchema } from '../addresses/address.schema.ts';
import {
  DRAFT_ADDRESS_FIELDS,
  type DraftAddressField,
  draftAddressSchema,
} from '../addresses/draft-address.schema.ts';
import { dropoffPointSnapshotSchema, thirdPartyPreferencesSchema } from '../carriers/carriers.schema.ts';
import { MAX_PARCELS_PER_SHIPMENT } from '../parcels/parcel-rules.ts';
import type { PriceProduct } from '../pricing/rules/shipment-price.ts';
import { appliedShippingRuleSchema } from '../shipping-rules/shipping-rule.schema.ts';
import { calendarDaySchema } from '../units/calendar-day.ts';
import { SHIPMENT_SORTS } from './shipment-filters.schema.ts';
import { SHIPMENTS_PAGE_SIZE } from './shipment-list-page.ts';
import { INBOXES, SHIPMENT_STATES, ShipmentStep } from './shipment-states.ts';
import { SHIPMENT_SOURCE_CODES } from './sources.ts';

/**
 * An address as a shipment holds it and the API shows it: any field may be missing while the
 * shipment is a draft. Read leniently, so an address stored under older rules still shows; what a
 * client writes is checked by `draftAddressSchema` (the address book's rules).
 */
export const shipmentAddressSchema = z.object(
  Object.fromEntries(DRAFT_ADDRESS_FIELDS.map((field) => [field, z.string().optional()])) as Record<
    DraftAddressField,
    z.ZodOptional<z.ZodString>
  >,
);
export type ShipmentAddress = z.infer<typeof shipmentAddressSchema>;

/** Dimensions in whole centimetres, weight in kilograms with up to 3 decimals. */
export const shipmentParcelSchema = z.object({
  id: z.string().max(64).optional(),
  name: z.string().trim().max(150).optional(),
  height: z.number().int().positive().max(1000),
  length: z.number().int().positive().max(1000),
  width: z.number().int().positive().max(1000),
  weight: z
    .number()
    .positive()
    .max(1000)
    .refine((w) => Math.abs(w * 1000 - Math.round(w * 1000)) < 1e-6, {
      message: 'form.error.weight-decimals',
    }),
});
export type ShipmentParcel = z.infer<typeof shipmentParcelSchema>;

export const shipmentContentSchema = z.object({
  description: z.string().trim().max(200).optional(),
  /** Declared value in minor units. */
  value: z.number().int().nonnegative().max(9_999_999_899).optional(),
  secondHand: z.boolean().optional(),
});

/** The chosen service as stored on the shipment (a snapshot at selection time). */
export const shipmentServiceSchema = z.object({
  id: z.string().max(100),
  carrierId: z.string().max(50),
  carrierName: z.string().max(100),
  name: z.string().max(150),
  logoId: z.string().max(50).optional(),
  dropOffOrigin: z.boolean().default(false),
  dropOffDestination: z.boolean().default(false),
  customsRequired: z.boolean().default(false),
  /** The drop-off point can print the label (print in store); absent on older snapshots: no. */
  hasPrintInStore: z.boolean().optional(),
  transitHours: z.number().int().nonnegative().optional(),
});
export type ShipmentService = z.infer<typeof shipmentServiceSchema>;

/**
 * A service chosen for a draft: only its id. The server takes the rest of the snapshot from its
 * own carrier catalogue for the draft's route and caller; any other field a client sends with the
 * id (older clients send the whole snapshot) is dropped, never stored.
 */
export const shipmentServiceChoiceSchema = z.object({ id: z.string().max(100) });
export type ShipmentServiceChoice = z.infer<typeof shipmentServiceChoiceSchema>;

/** One line of what a bought shipment was charged (minor units); the voucher's names its code. */
export const shipmentPriceLineSchema = z.object({
  basePrice: z.number().int(),
  totalPrice: z.number().int(),
  currency: z.string().length(3),
  name: z.string().optional(),
});
export type ShipmentPriceLine = z.infer<typeof shipmentPriceLineSchema>;

/** The lines of a shipment's price, by product: only those it was charged for (quantity above 0). */
export const shipmentPriceProductsSchema = z.object({
  porterage: shipmentPriceLineSchema.optional(),
  insurance: shipmentPriceLineSchema.optional(),
  adultSignature: shipmentPriceLineSchema.optional(),
  additionalHandling: shipmentPriceLineSchema.optional(),
  managementFee: shipmentPriceLineSchema.optional(),
  proofOfDelivery: shipmentPriceLineSchema.optional(),
  voucher: shipmentPriceLineSchema.optional(),
  cashOnDelivery: shipmentPriceLineSchema.optional(),
} satisfies Record<PriceProduct, z.ZodType>);
export type ShipmentPriceProducts = z.infer<typeof shipmentPriceProductsSchema>;

export const shipmentPriceSchema = z.object({
  currency: z.string().length(3),
  basePrice: z.number().int(),
  taxPrice: z.number().int(),
  totalPrice: z.number().int(),
  taxes: z.array(z.object({ percentage: z.number() })),
  /**
   * What the price is made of (porterage, the extras, the management fee, the voucher), as the order
   * charged it. Absent on shipments bought before the lines were kept: they were not recorded.
   */
  products: shipmentPriceProductsSchema.optional(),
});

/**
 * The extras a shipment carries (its upsales), as last priced with its service: `available` says the
 * extra is on the shipment. Insurance `amount` is what the shipment is insured for and `baseCoverage`
 * what its service covers for free (minor units); cash on delivery counts only with a positive amount,
 * a holder and an IBAN. Exact once bought; a draft whose extras were never saved carries none.
 */
export const shipmentUpsalesSchema = z.object({
  insurance: z.object({ available: z.boolean(), baseCoverage: z.number().int(), amount: z.number().int() }),
  proofOfDelivery: z.object({ available: z.boolean() }),
  /** `url`: where the shop's print-in-store code is fetched; the carriers give none yet, so null. */
  printInStore: z.object({ available: z.boolean(), url: z.string().nullable() }),
  adultSignature: z.object({ available: z.boolean() }),
  additionalHandling: z.object({ available: z.boolean() }),
  cashOnDelivery: z.object({
    available: z.boolean(),
    amount: z.number().int(),
    accountHolder: z.string().nullable(),
    iban: z.string().nullable(),
  }),
});
export type ShipmentUpsales = z.infer<typeof shipmentUpsalesSchema>;

/** No extras: what a shipment carries before any are priced for it. */
export const NO_UPSALES: ShipmentUpsales = {
  insurance: { available: false, baseCoverage: 0, amount: 0 },
  proofOfDelivery: { available: false },
  printInStore: { available: false, url: null },
  adultSignature: { available: false },
  additionalHandling: { available: false },
  cashOnDelivery: { available: false, amount: 0, accountHolder: null, iban: null },
};

/** Fields a client may write on a shipment (create or update; all optional for drafts). */
export const shipmentInputSchema = z
  .object({
    source: z.enum(SHIPMENT_SOURCE_CODES).optional(),
    from: draftAddressSchema.optional(),
    to: draftAddressSchema.optional(),
    parcels: z
      .array(shipmentParcelSchema)
      .max(MAX_PARCELS_PER_SHIPMENT, { message: 'shipment.error.max-parcels' })
      .optional(),
    service: shipmentServiceChoiceSchema.nullable().optional(),
    content: shipmentContentSchema.optional(),
    collectionDate: calendarDaySchema().nullable().optional(),
    dropoffPointId: z.string().max(100).nullable().optional(),
    /**
     * Where the seller hands the parcel in, for a service dropped off at origin: one of the service's
     * points near the sender that takes the parcels. Null (or never set): the carrier's nearest such point.
     */
    originDropoffPointId: z.string().trim().min(1).max(120).nullable().optional(),
    /** A marketplace's preferred service, carrier or drop-off point; null clears it. */
    thirdPartyPreferences: thirdPartyPreferencesSchema.strict().nullable().optional(),
    shipmentCustomReference: z.string().trim().max(60).nullable().optional(),
    warehouseId: z.string().uuid().nullable().optional(),
    step: z.enum(Object.values(ShipmentStep) as [string, ...string[]]).optional(),
  })
  .strict();
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

export const shipmentViewSchema = z.object({
  reference: z.string(),
  state: z.enum(SHIPMENT_STATES as [string, ...string[]]),
  displayStatus: z.string(),
  step: z.string(),
  inboxes: z.array(z.enum(INBOXES as [string, ...string[]])),
  actions: z.object({
    canBePurchased: z.boolean(),
    canDownloadLabels: z.boolean(),
    canSelectPrintInStore: z.boolean(),
  }),
  /**
   * The points the shipment goes through, as kept when chosen and when bought: where the seller hands
   * it in (`origin`) and where the recipient collects it (`destination`); null when none is known yet.
   * Optional so views built before it existed still parse.
   */
  dropOff: z
    .object({
      origin: dropoffPointSnapshotSchema.nullable(),
      destination: dropoffPointSnapshotSchema.nullable(),
    })
    .optional(),
  data: z.object({
    source: z.string(),
    from: shipmentAddressSchema,
    to: shipmentAddressSchema,
    parcels: z.array(shipmentParcelSchema),
    service: shipmentServiceSchema.nullable(),
    /**
     * Why the chosen service cannot carry this draft (a message key, e.g. its route or parcels
     * changed to ones the service does not serve); null when it can. Such a draft is not ready to
     * purchase until another service is chosen.
     */
    serviceProblem: z.string().nullable().optional(),
    content: shipmentContentSchema,
    currency: z.string(),
    price: shipmentPriceSchema.nullable(),
    /**
     * When the carrier collects it: the day and time window of the collection booked for it (`interval`,
     * local times HH:mm), else the collection day chosen for the draft, whose window is not kept (null).
     * `interval` is optional so views built before it existed still parse.
     */
    collection: z.object({
      date: z.string().nullable(),
      interval: z.object({ start: z.string(), end: z.string() }).nullable().optional(),
    }),
    dropoffPointId: z.string().nullable(),
    /** The drop-off point at origin the seller chose; null: the carrier's nearest. Optional for older views. */
    originDropoffPointId: z.string().nullable().optional(),
    /** Always sent by the server; optional so views built before it existed still parse. */
    thirdPartyPreferences: thirdPartyPreferencesSchema.nullable().optional(),
    estimatedDeliveryDate: z.string().nullable(),
    shipmentCustomReference: z.string().nullable(),
    /** The buyer's note to the seller from the imported order; optional for older views. */
    buyerNote: z.string().nullable().optional(),
    hasCustoms: z.boolean(),
    orderDate: z.string().nullable(),
    trackings: z.array(z.string()),
    trackingUrl: z.string().nullable(),
    labelDownloaded: z.boolean(),
    isObfuscated: z.boolean(),
    isArchived: z.boolean(),
    /** Which shipping rule changed what when the shipment was created; optional for older views. */
    appliedShippingRules: z.array(appliedShippingRuleSchema).optional(),
    /** The extras on the shipment. Optional here and below: views built before they existed still parse. */
    upsales: shipmentUpsalesSchema.optional(),
    /** Where its labels are fetched (a PDF of all its parcels), once made; empty before. */
    labels: z.array(z.string()).optional(),
    /**
     * Its customs invoice (null when none was saved). This, `voucherName` and `warehouse` come with every
     * view the server sends: reads, lists, the answers of writes and the live events alike. Optional so
     * views built before they existed still parse.
     */
    customs: z.object({ customsInvoiceId: z.string().nullable() }).optional(),
    /** The voucher code on the shipment, or null. */
    voucherName: z.string().nullable().optional(),
    /** The sender address (warehouse) chosen for the shipment, or null (none, or since deleted). */
    warehouse: warehouseSchema.nullable().optional(),
    /**
     * Ids the shipment was made with. Postal zones are not kept by this system, so their ids and
     * names are null; the postcode ids are too, as a shipment keeps no postcode look-up id.
     */
    additionalData: z
      .object({
        postal_zone_id_from: z.string().nullable(),
        postal_zone_id_to: z.string().nullable(),
        zip_code_id_from: z.string().nullable(),
        zip_code_id_to: z.string().nullable(),
        postal_zone_name_from: z.string().nullable(),
        postal_zone_name_to: z.string().nullable(),
        selectedWarehouseId: z.string().nullable(),
        parcelIds: z.array(z.string()),
      })
      .optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
});
export type ShipmentView = z.infer<typeof shipmentViewSchema>;

export const shipmentListQuerySchema = z.object({
  inbox: z.enum(INBOXES as [string, ...string[]]).default('ALL'),
  limit: z.coerce.number().int().min(1).max(100).default(SHIPMENTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  order: z.enum(SHIPMENT_SORTS).optional(),
});

/**
 * A searched or filtered list is counted up to this many shipments: past it the list shows the first
 * ones and asks to narrow the search, instead of counting every match of a client with a million
 * shipments on every page asked for (a count that stops here takes a few milliseconds).
 */
export const SHIPMENTS_COUNT_CAP = 500;

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  /** True when there are more than `totalElements` (the count stopped at SHIPMENTS_COUNT_CAP). */
  isTotalCapped: z.boolean().optional(),
});

export const shipmentListResponseSchema = z.object({
  content: z.array(shipmentViewSchema),
  pagination: paginationSchema,
});

export const referencesSchema = z.object({
  references: z.array(z.string().min(1).max(40)).min(1).max(500),
});

/** References as a query string carries them: `?references=a,b`. */
export const referenceListQuerySchema = z
  .string()
  .min(1)
  .transform((text) =>
    text
      .split(',')
      .map((reference) => reference.trim())
      .filter(Boolean),
  )
  .pipe(referencesSchema.shape.references);
