import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentInput } from '@shipdeck/domain/shipments/shipment.schema';
import type { Db } from '../../platform/db/database.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { assertValidAddresses } from './check-addresses.ts';
import { assertOwnWarehouse } from './check-warehouse.ts';
import { newShipmentReference } from './reference.ts';
import { denormalise, toShipmentView } from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { NewShipmentRow } from './shipments.tables.ts';
import { draftDerivedFields } from './update-shipment.ts';

/** Builds the row of a new draft from client input; its state follows from what it holds. */
export const draftRow = (clientId: string, input: ShipmentInput, now = new Date()): NewShipmentRow => {
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
    thirdPartyPreferences: input.thirdPartyPreferences ?? null,
    shipmentCustomReference: input.shipmentCustomReference ?? null,
    warehouseId: input.warehouseId ?? null,
    step: input.step ?? 'SEARCH_INFO',
  };
  return {
    ...base,
    ...draftDerivedFields(base, { requestedStep: input.step, now }),
    ...denormalise(base),
  };
};

export const createShipment = async (db: Db, input: { clientId: string; shipment: ShipmentInput }) =>
  db.transaction(async (tx) => {
    await assertOwnWarehouse(tx, { clientId: input.clientId, warehouseId: input.shipment.warehouseId });
    const row = await shipmentsRepository.insert(tx, draftRow(input.clientId, input.shipment));
    const view = toShipmentView(row);
    await publishEvent(tx, { clientId: input.clientId, type: EventType.ShipmentCreated, payload: view });
    return view;
  });
