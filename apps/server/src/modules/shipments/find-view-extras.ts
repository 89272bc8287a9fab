import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import type { Db } from '../../platform/db/database.ts';
import { findWarehouses } from '../warehouses/index.ts';
import type { ShipmentViewExtras, ShipmentViewRow } from './shipment-view.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';

/**
 * What the views of these shipments show beyond their rows, by shipment id: the voucher and customs
 * invoice (from the modules that hold them) and the warehouse chosen. A few reads for a whole page,
 * whatever its size; the warehouses are read only when a shipment names one.
 */
export const findViewExtras = async (
  db: Db,
  input: {
    clientId: string;
    rows: Pick<ShipmentViewRow, 'id' | 'warehouseId' | 'service'>[];
    findShipmentExtras: ShipmentsDependencies['findShipmentExtras'];
  },
): Promise<Map<string, ShipmentViewExtras>> => {
  const { clientId, rows } = input;
  if (rows.length === 0) return new Map();
  const held = await input.findShipmentExtras(
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
        warehouse: (row.warehouseId && warehouses.get(row.warehouseId)) || null,
      },
    ]),
  );
};

/** One written shipment's extras, when the writer was given the reader of them; else none. */
export const extrasOf = async (
  db: Db,
  row: Pick<ShipmentViewRow, 'id' | 'warehouseId' | 'service'>,
  clientId: string,
  findShipmentExtras: ShipmentsDependencies['findShipmentExtras'] | undefined,
): Promise<ShipmentViewExtras | undefined> =>
  findShipmentExtras
    ? (await findViewExtras(db, { clientId, rows: [row], findShipmentExtras })).get(row.id)
    : undefined;
