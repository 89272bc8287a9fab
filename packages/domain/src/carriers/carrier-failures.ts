/**
 * Why a carrier refuses a booking: each reason is a `CarrierProductFailure` with its own
 * message key, and the envelope entry carries `reason` so clients need not match on text.
 */
export const CarrierFailureReason = {
  invalidDropoffPoint: 'INVALID_DROPOFF_POINT',
  collectionDateMismatch: 'COLLECTION_DATE_MISMATCH',
  serviceNotAvailable: 'SERVICE_NOT_AVAILABLE',
} as const;
export type CarrierFailureReason = (typeof CarrierFailureReason)[keyof typeof CarrierFailureReason];

export const CarrierMessage = {
  [CarrierFailureReason.invalidDropoffPoint]: 'carrier.error.invalid-dropoff-point',
  [CarrierFailureReason.collectionDateMismatch]: 'carrier.error.collection-date-mismatch',
  [CarrierFailureReason.serviceNotAvailable]: 'carrier.error.service-not-available',
  /** The service exists but does not take these parcels on this route. */
  serviceNotOffered: 'carrier.error.service-not-offered',
  serviceNotFound: 'carrier.error.service-not-found',
  dropoffPointNotFound: 'carrier.error.dropoff-point-not-found',
  /** Asking for drop-off points of a service that collects at the door and delivers to the door. */
  serviceWithoutDropoff: 'carrier.error.service-without-dropoff',
  labelGenerationFailed: 'carrier.error.label-generation-failed',
} as const;
