import { EventType } from '@shipdeck/domain/events/event-types';
import type { BulkShipmentChange, BulkUpdateResponse } from '@shipdeck/domain/shipments/bulk.schema';
import {
  BULK_EDIT_MAX_VALID,
  isEligibleForCollectionDateEdit,
  isValidForBulkEdit,
} from '@shipdeck/domain/shipments/rules/bulk-edit';
import { collectionDayProblemOf } from '@shipdeck/domain/shipments/rules/collection-day-choice';
import { serviceSnapshotOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import {
  bulkCandidateOf,
  type CarrierLookup,
  createCarrierLookup,
  routeOfShipment,
} from './bulk-carrier-lookup.ts';
import {
  assertNoDuplicates,
  BulkMessage,
  failureOf,
  notEditable,
  shipmentFailure,
  tooManyValid,
} from './bulk-failures.ts';
import type { DraftWrite } from './service-choice.ts';
import { publishShipmentViews, type ShipmentViewSources } from './shipment-views.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentRow } from './shipments.tables.ts';
import { isEditable, mergeDraft } from './update-shipment.ts';

const touchesCarrier = (change: BulkShipmentChange) =>
  change.serviceId !== undefined || change.collectionDate !== undefined;

/**
 * The service, collection date and drop-off point after a bulk service or date change. A new
 * service is taken as the search lists it for this shipment's route; a collection date or pick-up
 * point the new service does not take is dropped, as the checkout does when the service changes.
 */
const carrierChange = (
  row: ShipmentRow,
  change: BulkShipmentChange,
  parcels: ShipmentRow['parcels'],
  lookup: CarrierLookup,
): Pick<
  DraftWrite,
  'service' | 'collectionDate' | 'dropoffPointId' | 'originDropoffPointId' | 'originDropoffPoint'
> => {
  const route = routeOfShipment({ ...row, parcels });
  if (!route) throw shipmentFailure('ValueNotAllowedField', BulkMessage.notValidForEdit);
  let service = row.service;
  let dropoffPointId = row.dropoffPointId;
  let isOriginPointKept = true;
  if (change.serviceId !== undefined) {
    const found = lookup.serviceFor(route, change.serviceId);
    if (!found) throw shipmentFailure('CarrierProductFailure', BulkMessage.serviceNotAvailable);
    // Another service's pick-up points are not this one's; a door delivery has none.
    if (found.id !== row.service?.id || !found.dropOff.destination) dropoffPointId = null;
    // Nor are its drop-off points at origin: the new one hands in at its carrier's nearest.
    isOriginPointKept = found.id === row.service?.id;
    service = serviceSnapshotOf(found);
  }
  let collectionDate = change.collectionDate === undefined ? row.collectionDate : change.collectionDate;
  if (collectionDate !== null) {
    const isAsked = change.collectionDate !== undefined;
    const dates =
      service && isEligibleForCollectionDateEdit(service)
        ? lookup.collectionDatesFor(route, service.id)
        : undefined;
    if (dates === undefined) {
      if (isAsked) throw shipmentFailure('ValueNotAllowedField', BulkMessage.collectionDateNotEligible);
      collectionDate = null;
    } else if (
      // The rule of every draft write; a route the carrier refuses offers no day here.
      collectionDayProblemOf({
        chosenDate: collectionDate,
        service,
        offeredDates: dates ? dates.map((day) => day.date) : [],
      })
    ) {
      if (isAsked) throw shipmentFailure('CarrierProductFailure', BulkMessage.collectionDateNotAvailable);
      collectionDate = null;
    }
  }
  return {
    service,
    collectionDate,
    dropoffPointId,
    ...(isOriginPointKept ? {} : { originDropoffPointId: null, originDropoffPoint: null }),
  };
};

const updateOne = (
  db: Db,
  options: {
    carriers: CarrierProvider;
    sources: ShipmentViewSources;
    clientId: string;
    change: BulkShipmentChange;
    lookup: CarrierLookup;
  },
) =>
  db.transaction(async (tx) => {
    const { clientId, change, lookup } = options;
    const row = await shipmentsRepository.findByReferenceForUpdate(tx, clientId, change.reference);
    if (!row) throw notFound('shipment.error.not-found');
    if (!isEditable(row)) throw notEditable();
    const input: DraftWrite = {};
    if (change.parcels) input.parcels = change.parcels;
    if (change.from) input.from = change.from;
    if (change.to) input.to = change.to;
    // Field by field: a bulk content edit may set only the description or only the value.
    if (change.content) input.content = { ...row.content, ...change.content };
    if (touchesCarrier(change)) {
      // A service or date is looked up for the route the shipment will have, new addresses included.
      const after = {
        ...row,
        fromAddress: input.from ?? row.fromAddress,
        toAddress: input.to ?? row.toAddress,
      };
      Object.assign(input, carrierChange(after, change, change.parcels ?? row.parcels, lookup));
    }
    const updated = await shipmentsRepository.update(tx, row.id, mergeDraft(options.carriers, row, input));
    const [view] = await publishShipmentViews(tx, options.sources, {
      clientId,
      type: EventType.ShipmentUpdated,
      rows: [updated],
    });
    return view!;
  });

/**
 * Bulk update of drafts. Each shipment changes in its
 * own transaction, so one refusal leaves the others updated; the response lists both. A reference
 * that is not the caller's is reported as not found and nothing of it changes.
 */
export const bulkUpdateShipments = async (options: {
  carriers: CarrierProvider;
  sources: ShipmentViewSources;
  db: Db;
  auth: AuthContext;
  changes: BulkShipmentChange[];
  now: Date;
}): Promise<BulkUpdateResponse> => {
  const { db, auth, changes, now } = options;
  assertNoDuplicates(changes.map((change) => change.reference));
  const carrierChanges = changes.filter(touchesCarrier);
  const rows = await shipmentsRepository.findByReferences(
    db,
    auth.clientId,
    carrierChanges.map((change) => change.reference),
  );
  const valid = rows.filter((row) => isEditable(row) && isValidForBulkEdit(bulkCandidateOf(row)));
  if (valid.length > BULK_EDIT_MAX_VALID) throw tooManyValid();
  const lookup = createCarrierLookup({
    carriers: options.carriers,
    offer: await getCarrierOffer(db, auth),
    tenantId: auth.tenantId,
    now,
  });
  const result: BulkUpdateResponse = { shipmentsUpdated: [], shipmentsFailed: [] };
  for (const change of changes) {
    try {
      result.shipmentsUpdated.push(
        await updateOne(db, {
          carriers: options.carriers,
          sources: options.sources,
          clientId: auth.clientId,
          change,
          lookup,
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.shipmentsFailed.push(failureOf(change.reference, error));
    }
  }
  return result;
};
