import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentInput } from '@shipdeck/domain/shipments/shipment.schema';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { publishEvents } from '../../platform/outbox/event-publisher.ts';
import { applyShippingRules } from './apply-shipping-rules.ts';
import { draftRow } from './create-shipment.ts';
import { toShipmentView } from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';
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

/**
 * The drafts of an import, made by the same `draftRow` as every other write of a draft (address rules,
 * derived state) after the client's shipping rules (applyShippingRules), inserted in one statement inside the caller's transaction. A draft whose order id the
 * client already has is skipped by the database's unique index (two imports racing included): it answers
 * null in its place. Each new draft is announced with the shipment-created event.
 */
export const createImportedShipments = async (
  tx: Db,
  options: { clientId: string; drafts: ImportedDraft[]; now: Date },
): Promise<(string | null)[]> => {
  const { clientId, drafts, now } = options;
  if (drafts.length === 0) return [];
  const ruled = await applyShippingRules(tx, {
    clientId,
    drafts: drafts.map(({ shipment }) => shipment),
    now,
  });
  const rows: NewShipmentRow[] = ruled.map(({ appliedShippingRules, ...shipment }, index) => ({
    ...draftRow(clientId, shipment, now),
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
    RETURNING reference`)) as unknown as { rows: { reference: string }[] };
  const references = new Set(inserted.rows.map((row) => row.reference));
  const created = await shipmentsRepository.findByReferences(tx, clientId, [...references]);
  await publishEvents(
    tx,
    created.map((row) => ({ clientId, type: EventType.ShipmentCreated, payload: toShipmentView(row) })),
  );
  return rows.map((row) => (references.has(row.reference) ? row.reference : null));
};
