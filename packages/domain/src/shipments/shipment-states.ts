/** Backend shipment states. */
export const ShipmentState = {
  AwaitingCompletion: 'AWAITING_COMPLETION',
  ReadyToPurchase: 'READY_TO_PURCHASE',
  PurchaseSuccess: 'PURCHASE_SUCCESS',
  CarrierOk: 'CARRIER_OK',
  CarrierKo: 'CARRIER_KO',
  CarrierPending: 'CARRIER_PENDING',
  Retry: 'RETRY',
  LabelsKo: 'LABELS_KO',
  ReadyToPrint: 'READY_TO_PRINT',
  ReadyForCollection: 'READY_FOR_COLLECTION',
  InTransit: 'IN_TRANSIT',
  OutForDelivery: 'OUT_FOR_DELIVERY',
  Delivered: 'DELIVERED',
  Incident: 'INCIDENT',
  ReturnedToSender: 'RETURNED_TO_SENDER',
  Canceled: 'CANCELED',
  CancelRequested: 'CANCEL_REQUESTED',
} as const;
export type ShipmentState = (typeof ShipmentState)[keyof typeof ShipmentState];
export const SHIPMENT_STATES = Object.values(ShipmentState) as ShipmentState[];

/** Statuses shown to the seller; several backend states collapse into one. */
export const DisplayStatus = {
  Draft: 'DRAFT',
  ReadyToPurchase: 'READY_TO_PURCHASE',
  Processing: 'PROCESSING',
  ReadyForShipping: 'READY_FOR_SHIPPING',
  InTransit: 'IN_TRANSIT',
  OutForDelivery: 'OUT_FOR_DELIVERY',
  Delivered: 'DELIVERED',
  Incident: 'INCIDENT',
  ReturnedToSender: 'RETURNED_TO_SENDER',
  Canceled: 'CANCELED',
} as const;
export type DisplayStatus = (typeof DisplayStatus)[keyof typeof DisplayStatus];

/** Saved checkout step of a shipment; the checkout index resumes there. */
export const ShipmentStep = {
  SearchInfo: 'SEARCH_INFO',
  ServiceSelection: 'SERVICE_SELECTION',
  ShippingDetails: 'SHIPPING_DETAILS',
  Customs: 'CUSTOMS',
  BillingInfo: 'BILLING_INFO',
  Payment: 'PAYMENT',
  Purchased: 'PURCHASED',
} as const;
export type ShipmentStep = (typeof ShipmentStep)[keyof typeof ShipmentStep];

/** Inboxes of the sidebar; in the path they are lower-case with dashes. */
export const Inbox = {
  All: 'ALL',
  Pending: 'PENDING',
  ReadyToPurchase: 'READY_TO_PURCHASE',
  Draft: 'DRAFT',
  Processing: 'PROCESSING',
  ReadyForShipping: 'READY_FOR_SHIPPING',
  Tracking: 'TRACKING',
  InTransit: 'IN_TRANSIT',
  OutForDelivery: 'OUT_FOR_DELIVERY',
  Delivered: 'DELIVERED',
  Incident: 'INCIDENT',
  ReturnedToSender: 'RETURNED_TO_SENDER',
  Canceled: 'CANCELED',
  Archived: 'ARCHIVED',
} as const;
export type Inbox = (typeof Inbox)[keyof typeof Inbox];
export const INBOXES = Object.values(Inbox) as Inbox[];
export const DEFAULT_INBOX: Inbox = Inbox.ReadyToPurchase;
