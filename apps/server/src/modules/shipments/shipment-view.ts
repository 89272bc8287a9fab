import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { canShipmentSelectPrintInStore } from '@shipdeck/domain/pricing/rules/print-in-store';
import { displayStatusOf } from '@shipdeck/domain/shipments/rules/display-status';
import { inboxesOf } from '@shipdeck/domain/shipments/rules/inbox-membership';
import { serviceLabelOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import {
  NO_UPSALES,
  type ShipmentView,
  shipmentUpsalesSchema,
} from '@shipdeck/domain/shipments/shipment.schema';
import type { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import type { NewShipmentRow, ShipmentRow } from './shipments.tables.ts';

const LABEL_STATES: ShipmentState[] = [
  'READY_TO_PRINT',
  'READY_FOR_COLLECTION',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
];

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** The columns a view is made of: lists read only these (no search text or booking details). */
export const SHIPMENT_VIEW_COLUMNS = [
  'id',
  'reference',
  'state',
  'step',
  'source',
  'isArchived',
  'fromAddress',
  'toAddress',
  'parcels',
  'service',
  'serviceProblem',
  'content',
  'currency',
  'price',
  'collectionDate',
  'collectionWindowFrom',
  'collectionWindowTo',
  'dropoffPointId',
  'dropoffPoint',
  'originDropoffPointId',
  'originDropoffPoint',
  'thirdPartyPreferences',
  'estimatedDeliveryDate',
  'shipmentCustomReference',
  'buyerNote',
  'hasCustoms',
  'orderDate',
  'trackings',
  'trackingUrl',
  'labelDownloaded',
  'isObfuscated',
  'appliedShippingRules',
  'upsales',
  'warehouseId',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ShipmentRow)[];

export type ShipmentViewRow = Pick<ShipmentRow, (typeof SHIPMENT_VIEW_COLUMNS)[number]>;

/**
 * What the caller may do that the row alone does not say. Without it the service snapshot decides
 * print in store: it was taken from a search that already applied the user's capability.
 */
export type ShipmentViewer = { canPrintInStore: boolean };

/**
 * What a shipment's view shows that other modules hold (its voucher, its customs invoice, the
 * collection booked for it) or another table (its warehouse); read with the rows by `shipmentViewsOf`,
 * which builds every view.
 */
export type ShipmentViewExtras = {
  voucherName: string | null;
  customsInvoiceId: string | null;
  collection: { date: string; windowFrom: string; windowTo: string } | null;
  warehouse: Warehouse | null;
};

/**
 * When the carrier collects the shipment: the collection booked for it (its day and window), else the
 * day chosen for the draft with the carrier's window on that day.
 */
const collectionOf = (row: ShipmentViewRow, booked: ShipmentViewExtras['collection']) => {
  if (booked) return { date: booked.date, interval: { start: booked.windowFrom, end: booked.windowTo } };
  const { collectionWindowFrom: start, collectionWindowTo: end } = row;
  return { date: row.collectionDate, interval: start && end ? { start, end } : null };
};

/** Where a shipment's labels are fetched: one PDF with a label per parcel. */
const labelLinkOf = (reference: string) => `/api/v1/shipments/${encodeURIComponent(reference)}/label`;

/** Whether a shipment in this state has labels to download (made, and not cancelled or delivered). */
export const hasLabels = (state: string) => LABEL_STATES.includes(state as ShipmentState);

/**
 * The API view of a stored shipment, as the seller sees it, from its row and what other modules hold
 * of it. Built only by `shipmentViewsOf`, which reads those extras for every answer and event alike.
 */
export const toShipmentView = (
  row: ShipmentViewRow,
  extras: ShipmentViewExtras,
  viewer: ShipmentViewer = { canPrintInStore: true },
): ShipmentView => {
  const state = row.state as ShipmentState;
  const canDownloadLabels = hasLabels(state);
  return {
    reference: row.reference,
    state,
    displayStatus: displayStatusOf(state),
    step: row.step,
    inboxes: inboxesOf({ state, isArchived: row.isArchived }),
    actions: {
      canBePurchased: state === 'READY_TO_PURCHASE',
      canDownloadLabels,
      canSelectPrintInStore: canShipmentSelectPrintInStore({
        state,
        service: row.service,
        canPrintInStore: viewer.canPrintInStore,
      }),
    },
    dropOff: { origin: row.originDropoffPoint ?? null, destination: row.dropoffPoint ?? null },
    data: {
      source: row.source,
      from: row.fromAddress,
      to: row.toAddress,
      parcels: row.parcels,
      service: row.service ?? null,
      serviceProblem: row.serviceProblem ?? null,
      content: row.content,
      currency: row.currency,
      price: row.price ?? null,
      collection: collectionOf(row, extras.collection),
      dropoffPointId: row.dropoffPointId,
      originDropoffPointId: row.originDropoffPointId ?? null,
      thirdPartyPreferences: row.thirdPartyPreferences ?? null,
      estimatedDeliveryDate: row.estimatedDeliveryDate,
      shipmentCustomReference: row.shipmentCustomReference,
      buyerNote: row.buyerNote ?? null,
      hasCustoms: row.hasCustoms,
      orderDate: isoOrNull(row.orderDate),
      trackings: row.trackings,
      trackingUrl: row.trackingUrl,
      labelDownloaded: row.labelDownloaded,
      isObfuscated: row.isObfuscated,
      isArchived: row.isArchived,
      appliedShippingRules: row.appliedShippingRules ?? [],
      upsales: shipmentUpsalesSchema.safeParse(row.upsales).data ?? NO_UPSALES,
      labels: canDownloadLabels ? [labelLinkOf(row.reference)] : [],
      customs: { customsInvoiceId: extras.customsInvoiceId },
      voucherName: extras.voucherName,
      warehouse: extras.warehouse,
      additionalData: {
        postal_zone_id_from: null,
        postal_zone_id_to: null,
        zip_code_id_from: null,
        zip_code_id_to: null,
        postal_zone_name_from: null,
        postal_zone_name_to: null,
        selectedWarehouseId: row.warehouseId ?? null,
        parcelIds: row.parcels.flatMap((parcel) => (parcel.id ? [parcel.id] : [])),
      },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
};

/**
 * Columns kept beside the JSON for filters and sort; recomputed on every write. The search column is the
 * database's own (migration 0115): it is folded and filled there on every write that changes its parts.
 */
export const denormalise = (row: Pick<NewShipmentRow, 'toAddress' | 'service'>) => {
  const to = row.toAddress ?? {};
  return {
    carrierName: row.service?.carrierName ?? null,
    serviceName: row.service ? serviceLabelOf(row.service) : null,
    recipientFirstName: to.firstName ?? null,
    recipientLastName: to.lastName ?? null,
  };
};
