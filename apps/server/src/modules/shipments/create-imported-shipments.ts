import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentInput } from '@shipdeck/domain/shipments/shipment.schema';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { applyShippingRules } from './apply-shipping-rules.ts';
import { draftRow } from './create-shipment.ts';
import { NEW_DRAFT_SOURCES, publishShipmentViews } from './shipment-views.ts';
import { type NewShipmentRow, type ShipmentRow, shipments } from './shipments.tables.ts';

/**
 * A draft from an import: no service chosen yet (the seller picks one in the checkout or in bulk), and
 * the buyer's note the order carried, as `buyerNoteOf` keeps it.
 */
export type ImportedDraft = {
  shipment: Omit<ShipmentInput, 'service'>;
  orderId: string | null;
  buyerNote?: string | null;
};

const COLUMNS = Object.entries(getTableColumns(shipments));

/** A row as the database driver gives it (column names, driver values) as the table's reads map it. */
const shipmentRowOf = (raw: Record<string, unknown>): ShipmentRow =>
  Object.fromEntries(
    COLUMNS.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as ShipmentRow;

/**
 * The drafts of an import, made by the same `draftRow` as every other write of a draft (address rules,
 * derived state) after the client's shipping rules (applyShippingRules), inserted in one statement inside the caller's transaction. A draft whose order id the
 * client already has is skipped by the database's unique index (two imports racing included): it answers
 * null in its place. Each new draft is announced with the shipment-created event.
 */
export const createImportedShipments = async (
  tx: Db,
  options: { carriers: CarrierProvider; clientId: string; drafts: ImportedDraft[]; now: Date },
): Promise<(string | null)[]> => {
  const { carriers, clientId, drafts, now } = options;
  if (drafts.length === 0) return [];
  const ruled = await applyShippingRules(tx, {
    carriers,
    clientId,
    drafts: drafts.map(({ shipment }) => shipment),
    now,
  });
  const rows: NewShipmentRow[] = ruled.map(({ appliedShippingRules, ...shipment }, index) => ({
    ...draftRow(carriers, clientId, shipment, now),
    appliedShippingRules,
    externalOrderId: drafts[index]!.orderId,
    buyerNote: drafts[index]!.buyerNote ?? null,
    createdAt: now,
    updatedAt: now,
  }));
  // Only the columns the rows set, as jsonb_to_recordset reads them (far faster than one VALUES per row).
  const used = COLUMNS.filter(([key]) => rows.some((row) => row[key as keyof NewShipmentRow] !== undefined));
  const names = used.map(([, column]) => column.name);
  const definition = used.map(([, column]) => `${column.name} ${column.getSQLType()}`).join(', ');
  const records = rows.map((row) =>
    Object.fromEntries(used.map(([key, column]) => [column.name, row[key as keyof NewShipmentRow] ?? null])),
  );
  const inserted = (await tx.execute(sql`
    INSERT INTO shipments (${sql.raw(names.join(', '))})
    SELECT ${sql.raw(names.join(', '))}
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(${sql.raw(definition)})
    ON CONFLICT (client_id, external_order_id) WHERE external_order_id IS NOT NULL DO NOTHING
    RETURNING *`)) as unknown as { rows: Record<string, unknown>[] };
  // The insert hands back the rows it made, so an import never reads its own rows a second time.
  const created = inserted.rows.map(shipmentRowOf);
  const references = new Set(created.map((row) => row.reference));
  await publishShipmentViews(tx, NEW_DRAFT_SOURCES, {
    clientId,
    type: EventType.ShipmentCreated,
    rows: created,
  });
  return rows.map((row) => (references.has(row.reference) ? row.reference : null));
};
