import type { DropoffPointSnapshot, ThirdPartyPreferences } from '@shipdeck/domain/carriers/carriers.schema';
import type {
  ShipmentAddress,
  ShipmentParcel,
  ShipmentPriceProducts,
  ShipmentService,
  ShipmentUpsales,
} from '@shipdeck/domain/shipments/shipment.schema';
import type { AppliedShippingRule } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import {
  bigint,
  boolean,
  date,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export type ShipmentContent = { description?: string; value?: number; secondHand?: boolean };
export type ShipmentPrice = {
  currency: string;
  basePrice: number;
  taxPrice: number;
  totalPrice: number;
  taxes: { percentage: number }[];
  /** The lines the order charged (absent on shipments bought before they were kept). */
  products?: ShipmentPriceProducts;
};

export const shipments = pgTable('shipments', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  reference: text('reference').notNull().unique(),
  state: text('state').notNull(),
  step: text('step').notNull().default('SEARCH_INFO'),
  source: text('source').notNull().default('MAN'),
  isArchived: boolean('is_archived').notNull().default(false),
  fromAddress: jsonb('from_address').$type<ShipmentAddress>().notNull().default({}),
  toAddress: jsonb('to_address').$type<ShipmentAddress>().notNull().default({}),
  parcels: jsonb('parcels').$type<ShipmentParcel[]>().notNull().default([]),
  service: jsonb('service').$type<ShipmentService | null>(),
  /** Why the service cannot carry the draft on its route (a message key); null when it can. */
  serviceProblem: text('service_problem'),
  content: jsonb('content').$type<ShipmentContent>().notNull().default({}),
  /** The extras as last priced (the pricing module records them; ShipmentUpsales), {} before. */
  upsales: jsonb('upsales').$type<ShipmentUpsales | Record<string, never>>().notNull().default({}),
  price: jsonb('price').$type<ShipmentPrice | null>(),
  currency: text('currency').notNull().default('EUR'),
  collectionDate: date('collection_date', { mode: 'string' }),
  /** The carrier's window on the draft's collection day (`HH:MM`); null without a day the carrier takes (0137). */
  collectionWindowFrom: text('collection_window_from'),
  collectionWindowTo: text('collection_window_to'),
  dropoffPointId: text('dropoff_point_id'),
  /** The pick-up point as it was when chosen, then when bought (migration 0098). */
  dropoffPoint: jsonb('dropoff_point').$type<DropoffPointSnapshot | null>(),
  /** The drop-off point at origin the seller chose; null: the carrier's nearest (migration 0098). */
  originDropoffPointId: text('origin_dropoff_point_id'),
  /** The drop-off point at origin as it was when chosen, then the one the shipment was bought with. */
  originDropoffPoint: jsonb('origin_dropoff_point').$type<DropoffPointSnapshot | null>(),
  thirdPartyPreferences: jsonb('third_party_preferences').$type<ThirdPartyPreferences | null>(),
  estimatedDeliveryDate: date('estimated_delivery_date', { mode: 'string' }),
  shipmentCustomReference: text('shipment_custom_reference'),
  /** The order id a shipment was imported with (CSV, shops): one shipment per order and client (migration 0116). */
  externalOrderId: text('external_order_id'),
  /** The buyer's note to the seller from the imported order (migration 0127); null when none. */
  buyerNote: text('buyer_note'),
  /** Which shipping rule changed what when the shipment was created (migration 0117). */
  appliedShippingRules: jsonb('applied_shipping_rules').$type<AppliedShippingRule[]>().notNull().default([]),
  hasCustoms: boolean('has_customs').notNull().default(false),
  warehouseId: uuid('warehouse_id'),
  trackings: jsonb('trackings').$type<string[]>().notNull().default([]),
  trackingUrl: text('tracking_url'),
  labelDownloaded: boolean('label_downloaded').notNull().default(false),
  isObfuscated: boolean('is_obfuscated').notNull().default(false),
  orderId: uuid('order_id'),
  orderDate: timestamp('order_date', { withTimezone: true }),
  collectedAt: timestamp('collected_at', { withTimezone: true }),
  labelCreatedAt: timestamp('label_created_at', { withTimezone: true }),
  /** The carrier's latest event: its time, its code and the moment of the report (migration 0125). */
  trackingMovedAt: timestamp('tracking_moved_at', { withTimezone: true }),
  trackingEvent: text('tracking_event'),
  trackingReportedAt: timestamp('tracking_reported_at', { withTimezone: true }),
  /** The carrier's reference of the booking, recorded before the label is made (migration 0095). */
  carrierBookingReference: text('carrier_booking_reference'),
  cancelReason: text('cancel_reason'),
  cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
  carrierName: text('carrier_name'),
  serviceName: text('service_name'),
  recipientFirstName: text('recipient_first_name'),
  recipientLastName: text('recipient_last_name'),
  searchText: text('search_text').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipmentRow = typeof shipments.$inferInsert;

/** Per-state counters kept by triggers on `shipments` (migrations 0051, 0133). */
export const shipmentCounts = pgTable(
  'shipment_counts',
  {
    clientId: uuid('client_id').notNull(),
    state: text('state').notNull(),
    isArchived: boolean('is_archived').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.state, t.isArchived] })],
);
