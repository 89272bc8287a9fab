import { z } from 'zod';
import { draftAddressSchema } from '../addresses/draft-address.schema.ts';
import { collectionDateSchema, serviceSchema } from '../carriers/carriers.schema.ts';
import { MAX_PARCELS_PER_SHIPMENT } from '../parcels/parcel-rules.ts';
import { chargeSummarySchema } from '../pricing/pricing.schema.ts';
import { calendarDaySchema } from '../units/calendar-day.ts';
import { shipmentContentSchema, shipmentParcelSchema, shipmentViewSchema } from './shipment.schema.ts';

/**
 * Bulk calls of the shipments area (update shipments, pay from draft, bulk insurance, insure,
 * and the bulk panels). Every call names shipments by reference; a reference that is not
 * the caller's is reported as failed ('shipment.error.not-found') and nothing of it changes.
 */

const referenceSchema = z.string().trim().min(1).max(40);
const bulkReferencesSchema = z.array(referenceSchema).min(1, 'form.error.required').max(500);

/** One shipment's change in a bulk update: only the fields given change. */
export const bulkShipmentChangeSchema = z
  .object({
    reference: referenceSchema,
    /** A catalogue service id; the server takes the service as the catalogue describes it. */
    serviceId: z.string().trim().min(1).max(100).optional(),
    collectionDate: calendarDaySchema().nullable().optional(),
    content: shipmentContentSchema.optional(),
    /** A new sender or recipient, whole: checked by the address rules as on a single draft. */
    from: draftAddressSchema.optional(),
    to: draftAddressSchema.optional(),
    parcels: z
      .array(shipmentParcelSchema)
      .min(1)
      .max(MAX_PARCELS_PER_SHIPMENT, { message: 'shipment.error.max-parcels' })
      .optional(),
  })
  .strict();
export type BulkShipmentChange = z.infer<typeof bulkShipmentChangeSchema>;

/**
 * PATCH /shipments. Each shipment changes on its own (one refused leaves the others changed).
 * 422 'bulk.error.duplicate-reference' when a reference appears twice; 422
 * 'bulk.error.too-many-valid' when service or collection-date changes name more than
 * BULK_EDIT_MAX_VALID shipments valid for bulk edit.
 */
export const bulkUpdateRequestSchema = z.object({
  shipments: z.array(bulkShipmentChangeSchema).min(1, 'form.error.required').max(500),
});
export type BulkUpdateRequest = z.infer<typeof bulkUpdateRequestSchema>;

export const bulkFailureSchema = z.object({
  reference: z.string(),
  error_code: z.string(),
  /** A message key. */
  message: z.string(),
  /** The shipment's field at fault (`to.zipCode`), when one is. */
  field: z.string().optional(),
});
export type BulkFailure = z.infer<typeof bulkFailureSchema>;

export const bulkUpdateResponseSchema = z.object({
  shipmentsUpdated: z.array(shipmentViewSchema),
  shipmentsFailed: z.array(bulkFailureSchema),
});
export type BulkUpdateResponse = z.infer<typeof bulkUpdateResponseSchema>;

/**
 * POST /shipments/services: the services every given shipment can use, each priced as the sum
 * over those shipments, sorted by that total. More than BULK_EDIT_MAX_VALID shipments valid for
 * bulk edit is refused with 422 'bulk.error.too-many-valid'; invalid ones do not count.
 */
export const bulkServicesRequestSchema = z.object({ references: bulkReferencesSchema });
/** A service every shipment can use: prices summed over them, `charge` as the seller will pay it. */
export const bulkServiceSchema = serviceSchema.extend({ charge: chargeSummarySchema });
export type BulkService = z.infer<typeof bulkServiceSchema>;

export const bulkServicesResponseSchema = z.object({
  services: z.array(bulkServiceSchema),
  /** Shipments that could not be searched (invalid for bulk edit, not found). */
  shipmentsFailed: z.array(bulkFailureSchema),
});
export type BulkServicesResponse = z.infer<typeof bulkServicesResponseSchema>;

/**
 * POST /shipments/collection-dates: dates on which every eligible shipment can be collected.
 * Eligible: it has a service that is not dropped off at origin; `serviceId`, when
 * given, stands for each shipment's own service. The BULK_EDIT_MAX_VALID limit applies as above.
 */
export const bulkCollectionDatesRequestSchema = z.object({
  references: bulkReferencesSchema,
  serviceId: z.string().trim().min(1).max(100).optional(),
});
export const bulkCollectionDatesResponseSchema = z.object({
  dates: z.array(collectionDateSchema),
  eligibleReferences: z.array(z.string()),
});
export type BulkCollectionDates = z.infer<typeof bulkCollectionDatesResponseSchema>;

/**
 * POST /shipments/insure: insures each shipment for its declared content value. The CSV import
 * offers it for a whole import, so it takes any list size the other bulk calls take; the bulk
 * panel's 20-shipment limit is the panel's.
 */
export const insureRequestSchema = z.object({
  references: bulkReferencesSchema,
  option: z.enum(['ENHANCED', 'PLATFORM_INSURANCE']).default('ENHANCED'),
});
export const insureResultSchema = z.object({
  insured: z.boolean(),
  coverage: z.number().int(),
  error_code: z.string().optional(),
  message: z.string().optional(),
});
/** Keyed by shipment reference. */
export const insureResponseSchema = z.record(z.string(), insureResultSchema);
export type InsureResponse = z.infer<typeof insureResponseSchema>;

/** GET /shipments/payable?references=a,b — pay from draft: which drafts an order can buy now. */
export const payableResponseSchema = z.object({
  payable: z.array(shipmentViewSchema),
  notPayable: z.array(bulkFailureSchema),
});
export type PayableResponse = z.infer<typeof payableResponseSchema>;
