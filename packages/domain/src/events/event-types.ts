/** Names of the real-time events pushed on a client's channel. */
export const EventType = {
  PaymentMethodUpsert: 'payment-method.upsert',
  FeatureBehaviourUpsert: 'feature-behaviour.upsert',
  ShipmentsReport: 'shipments.report',
  InvoiceAvailable: 'invoice.available',
  InvoiceIssued: 'invoice.issued',
  ImportEnded: 'import.ended',
  ShipmentCreated: 'shipment.created',
  ShipmentUpdated: 'shipment.updated',
  ShipmentDeleted: 'shipment.deleted',
  LabelMergeReady: 'label.merge-ready',
  /** A support attachment is stored: `{ uploadId, id }`; the upload waits for it. */
  SupportAttachmentUploaded: 'support.attachment-uploaded',
} as const;
export type EventType = (typeof EventType)[keyof typeof EventType];

/** One message on the event socket. `id` increases per client; a reconnect sends the last one seen. */
export type RealtimeEvent<TPayload = unknown> = {
  id: string;
  type: EventType | string;
  payload: TPayload;
  createdAt: string;
};
