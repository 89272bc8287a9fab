import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentInput } from '@shipdeck/domain/shipments/shipment.schema';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { applyShippingRules } from './apply-shipping-rules.ts';
import { draftRow } from './create-shipment.ts';
import { SHIPMENT_VIEW_COLUMNS, type ShipmentViewRow } from './shipment-view.ts';
import { NEW_DRAFT_SOURCES, publishShipmentViews } from './shipment-views.ts';
import { type NewShipmentRow, shipments } from './shipments.tables.ts';

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
const VIEW_KEYS: ReadonlySet<string> = new Set(SHIPMENT_VIEW_COLUMNS);

type Column = (typeof COLUMNS)[number];

/**
 * A new draft's view row, completed in place: the values this write gave it (null where a column it sets
 * was left out, as written), and the view's other columns as the database filled them in (its defaults),
 * read as the table's reads map them. The table's only row trigger fills the search text, which no view shows.
 */
const viewRowOf = (
  row: NewShipmentRow,
  set: readonly Column[],
  filled: readonly Column[],
  raw: Record<string, unknown>,
): ShipmentViewRow => {
  const view = row as Record<string, unknown>;
  for (const [key] of set) if (view[key] === undefined) view[key] = null;
  for (const [key, column] of filled) {
    const value = raw[column.name];
    view[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return view as ShipmentViewRow;
};

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
  const rows: NewShipmentRow[] = ruled.map(({ appliedShippingRules, ...shipment }, index) =>
    Object.assign(draftRow(carriers, clientId, shipment, now), {
      appliedShippingRules,
      externalOrderId: drafts[index]!.orderId,
      buyerNote: drafts[index]!.buyerNote ?? null,
      createdAt: now,
      updatedAt: now,
    }),
  );
  // The rows go as they are, one JSON parameter read by jsonb_to_recordset under their own property names (far
  // faster than one VALUES per row, and no renamed copy of each): only the columns the rows set; a property left
  // out reads as null.
  const given = new Set<string>();
  for (const row of rows) {
    for (const key in row) if (row[key as keyof NewShipmentRow] !== undefined) given.add(key);
  }
  const set = COLUMNS.filter(([key]) => given.has(key));
  const names = set.map(([, column]) => column.name).join(', ');
  const properties = set.map(([key]) => `"${key}"`).join(', ');
  const definition = set.map(([key, column]) => `"${key}" ${column.getSQLType()}`).join(', ');
  // The insert answers what the database decided: which rows it made, and the view's columns it filled in.
  const filled = COLUMNS.filter(([key]) => VIEW_KEYS.has(key) && !given.has(key));
  const returning = ['reference', ...filled.map(([, column]) => column.name)].join(', ');
  const inserted = (await tx.execute(sql`
    INSERT INTO shipments (${sql.raw(names)})
    SELECT ${sql.raw(properties)}
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${sql.raw(definition)})
    ON CONFLICT (client_id, external_order_id) WHERE external_order_id IS NOT NULL DO NOTHING
    RETURNING ${sql.raw(returning)}`)) as unknown as { rows: Record<string, unknown>[] };
  const rowByReference = new Map(rows.map((row) => [row.reference, row]));
  const created = inserted.rows.map((raw) =>
    viewRowOf(rowByReference.get(raw.reference as string)!, set, filled, raw),
  );
  const references = new Set(created.map((row) => row.reference));
  await publishShipmentViews(tx, NEW_DRAFT_SOURCES, {
    clientId,
    type: EventType.ShipmentCreated,
    rows: created,
  });
  return rows.map((row) => (references.has(row.reference) ? row.reference : null));
};
