/**
 * Why a carrier refuses a booking: each reason is a `CarrierProductFailure` with its own
 * message key, and the envelope entry carries `reason` so clients need not match on text.
 */
export const CarrierFailureReason = {
  invalidDropoffPoint: 'INVALID_DROPOFF_POINT',
  /** The drop-off point the seller chose to hand the parcel in at is gone, far from the sender or too small for it. */
  invalidOriginPoint: 'INVALID_ORIGIN_POINT',
  collectionDateMismatch: 'COLLECTION_DATE_MISMATCH',
  serviceNotAvailable: 'SERVICE_NOT_AVAILABLE',
} as const;
export type CarrierFailureReason = (typeof CarrierFailureReason)[keyof typeof CarrierFailureReason];

export const CarrierMessage = {
  [CarrierFailureReason.invalidDropoffPoint]: 'carrier.error.invalid-dropoff-point',
  [CarrierFailureReason.invalidOriginPoint]: 'carrier.error.invalid-origin-point',
  [CarrierFailureReason.collectionDateMismatch]: 'carrier.error.collection-date-mismatch',
  [CarrierFailureReason.serviceNotAvailable]: 'carrier.error.service-not-available',
  /** The service exists but does not take these parcels on this route. */
  serviceNotOffered: 'carrier.error.service-not-offered',
  serviceNotFound: 'carrier.error.service-not-found',
  dropoffPointNotFound: 'carrier.error.dropoff-point-not-found',
  /** A drop-off point at origin that is not one of the service's points near the sender. */
  originPointNotFound: 'carrier.error.origin-point-not-found',
  /** A drop-off point at origin near the sender that cannot take the shipment's parcels. */
  originPointTooSmall: 'carrier.error.origin-point-too-small',
  /** Asking for drop-off points of a service that collects at the door and delivers to the door. */
  serviceWithoutDropoff: 'carrier.error.service-without-dropoff',
  labelGenerationFailed: 'carrier.error.label-generation-failed',
} as const;
