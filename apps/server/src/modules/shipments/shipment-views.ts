import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { Db } from '../../platform/db/database.ts';
import { publishEvents } from '../../platform/outbox/event-publisher.ts';
import { findWarehouses } from '../warehouses/index.ts';
import {
  type ShipmentViewExtras,
  type ShipmentViewer,
  type ShipmentViewRow,
  toShipmentView,
} from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';

/**
 * Where a shipment's view reads what its row does not hold: the modules built on shipments (its
 * voucher, its customs invoice, its booked collection), handed in where the modules are put together.
 */
export type ShipmentViewSources = Pick<ShipmentsDependencies, 'findShipmentExtras'>;

/**
 * The sources of drafts this very transaction inserts: no other module can hold anything of a shipment
 * that did not exist (its voucher, customs invoice and collection are saved on it later), so nothing is
 * read.
 */
export const NEW_DRAFT_SOURCES: ShipmentViewSources = { findShipmentExtras: async () => new Map() };

/**
 * What the views of these shipments show beyond their rows, by shipment id: the voucher, customs
 * invoice and booked collection (from the modules that hold them) and the warehouse chosen. A few reads for a whole page,
 * whatever its size; the warehouses are read only when a shipment names one.
 */
const findViewExtras = async (
  db: Db,
  sources: ShipmentViewSources,
  clientId: string,
  rows: Pick<ShipmentViewRow, 'id' | 'warehouseId' | 'service'>[],
): Promise<Map<string, ShipmentViewExtras>> => {
  if (rows.length === 0) return new Map();
  const held = await sources.findShipmentExtras(
    db,
    clientId,
    rows.map((row) => ({ id: row.id, serviceId: row.service?.id ?? null })),
  );
  const warehouses = rows.some((row) => row.warehouseId)
    ? new Map<string, Warehouse>(
        (await findWarehouses(db, { clientId })).map((warehouse) => [warehouse.id, warehouse]),
      )
    : new Map<string, Warehouse>();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        voucherName: held.get(row.id)?.voucherName ?? null,
        customsInvoiceId: held.get(row.id)?.customsInvoiceId ?? null,
        collection: held.get(row.id)?.collection ?? null,
        warehouse: (row.warehouseId && warehouses.get(row.warehouseId)) || null,
      },
    ]),
  );
};

/**
 * The views of one seller's shipments, in the order given, as every answer and event shows them: the
 * reads, the list, the answers of writes and the live events all come from here, so a client that
 * keeps a shipment from any of them holds the same fields. A few reads for all the rows together.
 */
export const shipmentViewsOf = async (
  db: Db,
  sources: ShipmentViewSources,
  input: { clientId: string; rows: ShipmentViewRow[]; viewer?: ShipmentViewer },
): Promise<ShipmentView[]> => {
  const extras = await findViewExtras(db, sources, input.clientId, input.rows);
  return input.rows.map((row) => toShipmentView(row, extras.get(row.id)!, input.viewer));
};

/** One shipment's view, as `shipmentViewsOf` makes it. */
export const shipmentViewOf = async (
  db: Db,
  sources: ShipmentViewSources,
  input: { clientId: string; row: ShipmentViewRow; viewer?: ShipmentViewer },
): Promise<ShipmentView> => (await shipmentViewsOf(db, sources, { ...input, rows: [input.row] }))[0]!;

/**
 * Announces these shipments of one seller in `tx` with their complete views (one event each, in the
 * order given) and answers the views.
 */
export const publishShipmentViews = async (
  tx: Db,
  sources: ShipmentViewSources,
  input: {
    clientId: string;
    type: typeof EventType.ShipmentCreated | typeof EventType.ShipmentUpdated;
    rows: ShipmentViewRow[];
  },
): Promise<ShipmentView[]> => {
  const views = await shipmentViewsOf(tx, sources, input);
  await publishEvents(
    tx,
    views.map((payload) => ({ clientId: input.clientId, type: input.type, payload })),
  );
  return views;
};

/**
 * Announces these shipments of the caller with a shipment-updated event each, in `tx`, for a change
 * another module made to what their views show (a collection booked, moved or cancelled for them).
 */
export const announceShipments = async (
  tx: Db,
  sources: ShipmentViewSources,
  input: { clientId: string; shipmentIds: string[] },
): Promise<void> => {
  const rows = await shipmentsRepository.findByIds(tx, input.clientId, input.shipmentIds);
  await publishShipmentViews(tx, sources, {
    clientId: input.clientId,
    type: EventType.ShipmentUpdated,
    rows,
  });
};
