/**
 * What happened to a parcel, as our own codes: a carrier's provider maps its status codes onto
 * these, and the screens show each in the reader's language. A carrier event with no code here
 * keeps the carrier's own description.
 */
export const TRACKING_EVENTS = [
  'LABEL_CREATED',
  'AWAITING_COLLECTION',
  'COLLECTED',
  'HUB_SCAN',
  'AT_DELIVERY_DEPOT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'RECIPIENT_ABSENT',
  'ADDRESS_NOT_FOUND',
  'RETURNED_TO_SENDER',
] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];
