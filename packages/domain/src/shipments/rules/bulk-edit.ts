import { isPostcodeGiven } from '../../geo/postcode-formats.ts';

/** Most valid shipments a bulk service, collection-date or insurance edit accepts; invalid shipments do not count. */
export const BULK_EDIT_MAX_VALID = 20;

type BulkCandidate = {
  from?: { country?: string | null; zip?: string | null } | null;
  to?: { country?: string | null; zip?: string | null } | null;
  parcels?: unknown[] | null;
  source?: string | null;
};

/**
 * A shipment is valid for bulk edit only with from and to country and zip (where the country has
 * postcodes), a parcel and a source.
 */
export const isValidForBulkEdit = (shipment: BulkCandidate): boolean =>
  Boolean(
    shipment.from?.country &&
      isPostcodeGiven(shipment.from.country, shipment.from.zip) &&
      shipment.to?.country &&
      isPostcodeGiven(shipment.to.country, shipment.to.zip) &&
      (shipment.parcels?.length ?? 0) > 0 &&
      shipment.source,
  );

export const bulkEditSummary = (shipments: BulkCandidate[]) => {
  const valid = shipments.filter(isValidForBulkEdit).length;
  return {
    total: shipments.length,
    valid,
    hasMissingInformation: valid < shipments.length,
    /** Services, collection date and insurance are disabled above the maximum. */
    isOverLimit: valid > BULK_EDIT_MAX_VALID,
  };
};

/**
 * Collection-date edits apply only to shipments with a service that is collected at the sender,
 * not dropped off at a point of origin.
 */
export const isEligibleForCollectionDateEdit = (
  service: { dropOffOrigin?: boolean | null } | null | undefined,
): boolean => Boolean(service) && !service?.dropOffOrigin;
