import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentInput } from '@shipdeck/domain/shipments/shipment.schema';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { applyShippingRules } from './apply-shipping-rules.ts';
import { assertValidAddresses } from './check-addresses.ts';
import { assertOwnWarehouse } from './check-warehouse.ts';
import { newShipmentReference } from './reference.ts';
import { type DraftWrite, draftWriteOf } from './service-choice.ts';
import { denormalise } from './shipment-view.ts';
import { NEW_DRAFT_SOURCES, publishShipmentViews } from './shipment-views.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { NewShipmentRow } from './shipments.tables.ts';
import { type CollectionDateSource, draftDerivedFields } from './update-shipment.ts';

/**
 * Builds the row of a new draft; its state follows from what it holds. Its collection day is the one
 * given (`collectionDateSource`), or one carried over when a shipping rule changed the service.
 */
export const draftRow = (
  carriers: CarrierProvider,
  clientId: string,
  input: DraftWrite,
  now = new Date(),
  collectionDateSource: CollectionDateSource = 'given',
): NewShipmentRow => {
  assertValidAddresses(input);
  const reference = newShipmentReference();
  const base = {
    clientId,
    reference,
    source: input.source ?? 'MAN',
    fromAddress: input.from ?? {},
    toAddress: input.to ?? {},
    parcels: input.parcels ?? [],
    service: input.service ?? null,
    content: input.content ?? {},
    collectionDate: input.collectionDate ?? null,
    dropoffPointId: input.dropoffPointId ?? null,
    dropoffPoint: input.dropoffPoint ?? null,
    originDropoffPointId: input.originDropoffPointId ?? null,
    originDropoffPoint: input.originDropoffPoint ?? null,
    thirdPartyPreferences: input.thirdPartyPreferences ?? null,
    shipmentCustomReference: input.shipmentCustomReference ?? null,
    warehouseId: input.warehouseId ?? null,
    step: input.step ?? 'SEARCH_INFO',
  };
  // Its addresses are the ones assertValidAddresses has just checked.
  const derived = draftDerivedFields(base, {
    carriers,
    requestedStep: input.step,
    now,
    addressesChecked: true,
    collectionDateSource,
  });
  // Added to the row being built rather than spread into a copy: an import builds thousands, and copying a
  // row of this many fields costs several times more than building it.
  return Object.assign(base, derived, denormalise(base));
};

/**
 * A new draft. `withShippingRules`: the client's shipping rules shape it first (shipments
 * created through the API or by duplicating; a draft the seller starts in the checkout is left as typed).
 */
export const createShipment = async (
  db: Db,
  input: {
    carriers: CarrierProvider;
    auth: AuthContext;
    shipment: ShipmentInput;
    withShippingRules?: boolean;
  },
) => {
  const { clientId } = input.auth;
  const now = new Date();
  const { from = {}, to = {}, parcels = [] } = input.shipment;
  const { carriers } = input;
  const write = await draftWriteOf(db, {
    carriers,
    auth: input.auth,
    input: input.shipment,
    route: { from, to, parcels },
    now,
  });
  return db.transaction(async (tx) => {
    await assertOwnWarehouse(tx, { clientId, warehouseId: write.warehouseId });
    const [ruled] = input.withShippingRules
      ? await applyShippingRules(tx, {
          carriers,
          clientId,
          tenantId: input.auth.tenantId,
          drafts: [write],
          now,
        })
      : [{ ...write, appliedShippingRules: [] }];
    const { appliedShippingRules, ...draft } = ruled!;
    // A day given for the seller's service is not given for the one a rule put in its place.
    const isServiceRuled = draft.service?.id !== write.service?.id;
    const row = await shipmentsRepository.insert(tx, {
      ...draftRow(carriers, clientId, draft, now, isServiceRuled ? 'carried' : 'given'),
      appliedShippingRules,
    });
    const [view] = await publishShipmentViews(tx, NEW_DRAFT_SOURCES, {
      clientId,
      type: EventType.ShipmentCreated,
      rows: [row],
    });
    return view!;
  });
};
