import { isCollectableShipment } from '@shipdeck/domain/pickups/rules/collectable-shipment';
import { bulkEditSummary, isValidForBulkEdit } from '@shipdeck/domain/shipments/rules/bulk-edit';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';

/** Drafts are the shipments whose content, parcels and service can still change. */
const EDITABLE_STATES: readonly string[] = ['AWAITING_COMPLETION', 'READY_TO_PURCHASE'];

export const isEditable = (shipment: ShipmentView) => EDITABLE_STATES.includes(shipment.state);

/**
 * The shape the domain rule reads. A shipment that is no longer a draft counts as invalid: a
 * bought shipment cannot change service, date or insurance, so the summary must not count it.
 */
const candidateOf = (shipment: ShipmentView) =>
  isEditable(shipment)
    ? {
        from: { country: shipment.data.from.alpha2Code, zip: shipment.data.from.zipCode },
        to: { country: shipment.data.to.alpha2Code, zip: shipment.data.to.zipCode },
        parcels: shipment.data.parcels,
        source: shipment.data.source,
      }
    : {};

const isValid = (shipment: ShipmentView) => isValidForBulkEdit(candidateOf(shipment));
const referencesOf = (shipments: ShipmentView[]) => shipments.map((shipment) => shipment.reference);

/**
 * What the bulk panel may do with the selected rows: services, collection
 * date and insurance take the valid ones (at most 20), content and parcels every draft, pay the
 * ones ready to purchase, print the ones with a label.
 */
export const bulkSelectionOf = (shipments: ShipmentView[]) => {
  const summary = bulkEditSummary(shipments.map(candidateOf));
  const valid = shipments.filter(isValid);
  return {
    ...summary,
    validReferences: referencesOf(valid),
    /** The date applies only to shipments with a service that is collected (not dropped off). */
    collectionReferences: referencesOf(
      valid.filter((shipment) => shipment.data.service && !shipment.data.service.dropOffOrigin),
    ),
    draftReferences: referencesOf(shipments.filter(isEditable)),
    payableCount: shipments.filter((shipment) => shipment.state === 'READY_TO_PURCHASE').length,
    printableReferences: referencesOf(shipments.filter((shipment) => shipment.actions.canDownloadLabels)),
    /** Bought, labelled shipments on collected services: a carrier collection can be booked for them. */
    pickupReferences: referencesOf(
      shipments.filter((shipment) =>
        isCollectableShipment({ state: shipment.state, service: shipment.data.service }),
      ),
    ),
  };
};
export type BulkSelection = ReturnType<typeof bulkSelectionOf>;

/** Which actions of the actions flow can be used now. */
export const bulkActionAvailability = (selection: BulkSelection) => {
  const isUnderLimit = !selection.isOverLimit;
  return {
    payment: selection.payableCount > 0,
    services: isUnderLimit && selection.validReferences.length > 0,
    'collection-date': isUnderLimit && selection.collectionReferences.length > 0,
    insurance: isUnderLimit && selection.validReferences.length > 0,
    content: selection.draftReferences.length > 0,
    parcels: selection.draftReferences.length > 0,
    print: selection.printableReferences.length > 0,
    pickup: selection.pickupReferences.length > 0,
    delete: selection.draftReferences.length > 0,
  };
};
export type BulkAction = keyof ReturnType<typeof bulkActionAvailability>;
