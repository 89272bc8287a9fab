import type { DropoffPointSnapshot } from '@shipdeck/domain/carriers/carriers.schema';
import { isCustomsRequiredBetween } from '@shipdeck/domain/customs/rules/customs-territory';
import { EventType } from '@shipdeck/domain/events/event-types';
import { draftStateOf } from '@shipdeck/domain/shipments/rules/readiness';
import { stepMoveProblem } from '@shipdeck/domain/shipments/rules/step-moves';
import type { ShipmentInput } from '@shipdeck/domain/shipments/shipment.schema';
import type { ShipmentStep } from '@shipdeck/domain/shipments/shipment-states';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { findCollectionDay, findServiceRouteProblem } from '../carriers/index.ts';
import { assertValidAddresses } from './check-addresses.ts';
import { assertOwnWarehouse } from './check-warehouse.ts';
import { type DraftWrite, draftWriteOf } from './service-choice.ts';
import { denormalise } from './shipment-view.ts';
import { publishShipmentViews, type ShipmentViewSources } from './shipment-views.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { NewShipmentRow, ShipmentRow } from './shipments.tables.ts';

const EDITABLE_STATES = ['AWAITING_COMPLETION', 'READY_TO_PURCHASE'];

export const isEditable = (row: ShipmentRow) => EDITABLE_STATES.includes(row.state) && !row.isArchived;

type DraftFields = Pick<
  NewShipmentRow,
  'fromAddress' | 'toAddress' | 'parcels' | 'service' | 'content' | 'dropoffPointId' | 'collectionDate'
>;

/**
 * How a write came by the draft's collection day: `given` in it, `carried` over a change of its
 * service, or `stored` from before and left as it was.
 */
export type CollectionDateSource = 'given' | 'carried' | 'stored';

/**
 * What every write of a draft derives from its fields: whether its service still serves its route
 * and parcels, and so its state. A step asked for must be one the fields reach (never purchased:
 * only an order buys a shipment); otherwise the write is refused. `addressesChecked`: the caller has
 * just found no problem in these very addresses (`assertValidAddresses`).
 * Its collection day and that day's window: a day `given` that the service does not take is refused
 * on the field (the order would refuse it when paid for); one `carried` over a change of service is
 * dropped then, as the checkout and the bulk edit drop it; a `stored` one stays as it was (a day
 * gone by since it was chosen is refused when the draft is ordered).
 */
export const draftDerivedFields = (
  draft: DraftFields,
  options: {
    carriers: CarrierProvider;
    requestedStep: string | undefined;
    now: Date;
    addressesChecked?: boolean;
    collectionDateSource: CollectionDateSource;
  },
) => {
  const fields = {
    from: draft.fromAddress ?? {},
    to: draft.toAddress ?? {},
    parcels: draft.parcels ?? [],
    service: draft.service ?? null,
    content: draft.content ?? {},
    dropoffPointId: draft.dropoffPointId ?? null,
  };
  const serviceProblem = findServiceRouteProblem({ ...fields, carriers: options.carriers, now: options.now });
  if (options.requestedStep !== undefined) {
    const problem = stepMoveProblem(options.requestedStep as ShipmentStep, { ...fields, serviceProblem });
    if (problem)
      throw new AppError({ code: 'ValueNotAllowedField', status: 422, messageKey: problem, field: 'step' });
  }
  const collectionDay = findCollectionDay({
    ...fields,
    carriers: options.carriers,
    collectionDate: draft.collectionDate,
    now: options.now,
  });
  if (collectionDay.problem && options.collectionDateSource === 'given')
    throw new AppError({
      code: 'ValueNotAllowedField',
      status: 400,
      messageKey: collectionDay.problem,
      field: 'collectionDate',
    });
  const isDayDropped = collectionDay.problem !== null && options.collectionDateSource === 'carried';
  return {
    serviceProblem,
    collectionDate: isDayDropped ? null : (draft.collectionDate ?? null),
    collectionWindowFrom: collectionDay.window?.from ?? null,
    collectionWindowTo: collectionDay.window?.to ?? null,
    hasCustoms: isCustomsRequiredBetween(fields.from, fields.to),
    state: draftStateOf({ ...fields, serviceProblem }, { addressesChecked: options.addressesChecked }),
  };
};

/** A point's snapshot after a write: the one given, else the stored one while the point is the same. */
const snapshotAfter = (
  storedId: string | null,
  stored: DropoffPointSnapshot | null,
  givenId: string | null | undefined,
  given: DropoffPointSnapshot | null | undefined,
) => {
  if (given !== undefined) return given;
  return givenId === undefined || givenId === storedId ? stored : null;
};

/**
 * The recipient moved to another country or postcode: a pick-up point is chosen among those near the
 * recipient, so the one chosen near the old place would send the parcel there.
 */
const isRecipientMoved = (stored: ShipmentRow['toAddress'], given: DraftWrite['to']) =>
  given !== undefined && (given.alpha2Code !== stored?.alpha2Code || given.zipCode !== stored?.zipCode);

/**
 * Applies the given fields to a draft (absent fields stay), then recomputes its state. A recipient who
 * moves without a new pick-up point in the same write loses the old one; the draft then asks for one.
 */
export const mergeDraft = (
  carriers: CarrierProvider,
  row: ShipmentRow,
  input: DraftWrite,
  now = new Date(),
): Partial<NewShipmentRow> => {
  assertValidAddresses(input);
  const isPointDropped = input.dropoffPointId === undefined && isRecipientMoved(row.toAddress, input.to);
  const givenPointId = isPointDropped ? null : input.dropoffPointId;
  const merged = {
    reference: row.reference,
    source: input.source ?? row.source,
    fromAddress: input.from ?? row.fromAddress,
    toAddress: input.to ?? row.toAddress,
    parcels: input.parcels ?? row.parcels,
    service: input.service === undefined ? row.service : input.service,
    content: input.content ?? row.content,
    collectionDate: input.collectionDate === undefined ? row.collectionDate : input.collectionDate,
    dropoffPointId: givenPointId === undefined ? row.dropoffPointId : givenPointId,
    dropoffPoint: snapshotAfter(
      row.dropoffPointId,
      row.dropoffPoint,
      givenPointId,
      isPointDropped ? null : input.dropoffPoint,
    ),
    originDropoffPointId:
      input.originDropoffPointId === undefined ? row.originDropoffPointId : input.originDropoffPointId,
    originDropoffPoint: snapshotAfter(
      row.originDropoffPointId,
      row.originDropoffPoint,
      input.originDropoffPointId,
      input.originDropoffPoint,
    ),
    thirdPartyPreferences:
      input.thirdPartyPreferences === undefined ? row.thirdPartyPreferences : input.thirdPartyPreferences,
    shipmentCustomReference:
      input.shipmentCustomReference === undefined
        ? row.shipmentCustomReference
        : input.shipmentCustomReference,
    warehouseId: input.warehouseId === undefined ? row.warehouseId : input.warehouseId,
    step: input.step ?? row.step,
  };
  const isServiceChanged = input.service !== undefined && input.service?.id !== row.service?.id;
  const collectionDateSource: CollectionDateSource =
    input.collectionDate != null ? 'given' : isServiceChanged ? 'carried' : 'stored';
  return {
    ...merged,
    ...draftDerivedFields(merged, { carriers, requestedStep: input.step, now, collectionDateSource }),
    ...denormalise(merged),
  };
};

export const updateShipment = async (
  db: Db,
  input: {
    carriers: CarrierProvider;
    auth: AuthContext;
    reference: string;
    shipment: ShipmentInput;
  },
  sources: ShipmentViewSources,
) =>
  db.transaction(async (tx) => {
    const { clientId } = input.auth;
    const row = await shipmentsRepository.findByReferenceForUpdate(tx, clientId, input.reference);
    if (!row) throw notFound('shipment.error.not-found');
    if (!isEditable(row)) {
      throw new AppError({
        code: 'ValueNotAllowedField',
        status: 409,
        messageKey: 'shipment.error.not-editable',
      });
    }
    await assertOwnWarehouse(tx, { clientId, warehouseId: input.shipment.warehouseId });
    const now = new Date();
    const write = await draftWriteOf(tx, {
      carriers: input.carriers,
      auth: input.auth,
      input: input.shipment,
      route: {
        from: input.shipment.from ?? row.fromAddress,
        to: input.shipment.to ?? row.toAddress,
        parcels: input.shipment.parcels ?? row.parcels,
      },
      now,
      stored: { service: row.service },
    });
    const updated = await shipmentsRepository.update(tx, row.id, mergeDraft(input.carriers, row, write, now));
    const [view] = await publishShipmentViews(tx, sources, {
      clientId,
      type: EventType.ShipmentUpdated,
      rows: [updated],
    });
    return view!;
  });
