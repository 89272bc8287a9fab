import { statesOfInbox } from '@shipdeck/domain/shipments/rules/inbox-membership';
import { SHIPMENTS_COUNT_CAP } from '@shipdeck/domain/shipments/shipment.schema';
import type { ShipmentFilters, ShipmentSort } from '@shipdeck/domain/shipments/shipment-filters.schema';
import { type Inbox, SHIPMENT_STATES } from '@shipdeck/domain/shipments/shipment-states';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { bigint, boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { SHIPMENT_VIEW_COLUMNS, type ShipmentViewRow } from './shipment-view.ts';
import { type NewShipmentRow, type ShipmentRow, shipmentCounts, shipments } from './shipments.tables.ts';

/** The selection of a view's columns: a list reads and decodes only what it shows. */
const viewColumns = Object.fromEntries(SHIPMENT_VIEW_COLUMNS.map((key) => [key, shipments[key]])) as {
  [K in (typeof SHIPMENT_VIEW_COLUMNS)[number]]: (typeof shipments)[K];
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

const dayAfter = (isoDate: string) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/** The WHERE clause of a list: always the caller's client, then inbox, then filters. */
export const listConditions = (clientId: string, inbox: Inbox, filters: ShipmentFilters): SQL => {
  const conditions: (SQL | undefined)[] = [eq(shipments.clientId, clientId)];
  conditions.push(eq(shipments.isArchived, inbox === 'ARCHIVED'));
  const states = statesOfInbox(inbox);
  if (states !== 'any' && states.length < SHIPMENT_STATES.length)
    conditions.push(inArray(shipments.state, states));
  if (filters.carrier_name) conditions.push(eq(shipments.carrierName, filters.carrier_name));
  if (filters.source) conditions.push(eq(shipments.source, filters.source));
  if (filters.created_at_from)
    conditions.push(gte(shipments.createdAt, new Date(`${filters.created_at_from}T00:00:00Z`)));
  if (filters.created_at_to) conditions.push(lt(shipments.createdAt, dayAfter(filters.created_at_to)));
  if (filters.delivery_date_from)
    conditions.push(gte(shipments.estimatedDeliveryDate, filters.delivery_date_from));
  if (filters.delivery_date_to)
    conditions.push(sql`${shipments.estimatedDeliveryDate} <= ${filters.delivery_date_to}`);
  if (filters.label_downloaded)
    conditions.push(eq(shipments.labelDownloaded, filters.label_downloaded === 'true'));
  // A recipient or reference filter also asks the search column for the same text: the column holds
  // the names and the reference folded, so every match is among its matches, and its trigram index
  // finds a rare name at once where the name column alone would read every shipment of the client.
  const textFilters = [
    [shipments.recipientFirstName, filters.recipient_name],
    [shipments.recipientLastName, filters.recipient_surname],
    [shipments.shipmentCustomReference, filters.shipment_custom_reference],
  ] as const;
  for (const [column, value] of textFilters) {
    if (!value) continue;
    conditions.push(ilike(column, contains(value)));
    conditions.push(sql`${shipments.searchText} LIKE search_fold(${contains(value)})`);
  }
  // The term is folded as the column is (migration 0115); folding leaves LIKE's escapes as they are.
  if (filters.q) conditions.push(sql`${shipments.searchText} LIKE search_fold(${contains(filters.q)})`);
  return and(...conditions)!;
};

/**
 * List order, written to match an index exactly (migrations 0050, 0052) so a page is an ordered index
 * range. The service sort orders by (carrier_name, service_name): service_name starts with the carrier
 * name, so the order is the same, and one index then serves it with and without a carrier filter.
 * Shipments without a service come last both ways; within a service the newest come first.
 */
const orderBy = (sort: ShipmentSort | undefined): SQL[] => {
  const newestFirst = [desc(shipments.createdAt), desc(shipments.id)];
  if (sort === 'service_asc')
    return [
      sql`${shipments.carrierName} ASC NULLS LAST`,
      sql`${shipments.serviceName} ASC NULLS LAST`,
      ...newestFirst,
    ];
  if (sort === 'service_desc')
    return [
      sql`${shipments.carrierName} DESC NULLS LAST`,
      sql`${shipments.serviceName} DESC NULLS LAST`,
      ...newestFirst,
    ];
  return newestFirst;
};

/** Per-carrier counters kept by triggers on `shipments` (migration 0054); '' is "no service yet". */
const shipmentCarrierCounts = pgTable('shipment_carrier_counts', {
  clientId: uuid('client_id').notNull(),
  isArchived: boolean('is_archived').notNull(),
  carrierName: text('carrier_name').notNull(),
  state: text('state').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

const activeFilters = (filters: ShipmentFilters) =>
  Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');

/** Whether a list's size is read from trigger-kept counters (exact at any size) or counted up to the cap. */
const isCountedFromCounters = (filters: ShipmentFilters) => {
  const active = activeFilters(filters);
  return active.length === 0 || (active.length === 1 && Boolean(filters.carrier_name));
};

/**
 * The statement that counts a list. Without filters it sums the inbox's trigger-kept counters
 * (migration 0051), and with only a carrier filter that carrier's (0054): a handful of rows whatever the
 * inbox size. Other filters count(*) through an index where one serves them (0053), up to one past
 * SHIPMENTS_COUNT_CAP.
 */
const listCount = (db: Db, clientId: string, inbox: Inbox, filters: ShipmentFilters, sort?: ShipmentSort) => {
  const active = activeFilters(filters);
  const states = statesOfInbox(inbox);
  const isArchived = inbox === 'ARCHIVED';
  if (active.length === 0) {
    return db
      .select({ value: sql<string | null>`sum(${shipmentCounts.count})` })
      .from(shipmentCounts)
      .where(
        and(
          eq(shipmentCounts.clientId, clientId),
          eq(shipmentCounts.isArchived, isArchived),
          states === 'any' ? undefined : inArray(shipmentCounts.state, states),
        ),
      );
  }
  if (active.length === 1 && filters.carrier_name) {
    return db
      .select({ value: sql<string | null>`sum(${shipmentCarrierCounts.count})` })
      .from(shipmentCarrierCounts)
      .where(
        and(
          eq(shipmentCarrierCounts.clientId, clientId),
          eq(shipmentCarrierCounts.isArchived, isArchived),
          eq(shipmentCarrierCounts.carrierName, filters.carrier_name),
          states === 'any' ? undefined : inArray(shipmentCarrierCounts.state, states),
        ),
      );
  }
  // Counted no further than one past the cap, in the list's order: a common search term of the largest
  // client is counted by walking the list's own index until the cap, as its first page is found, rather
  // than by collecting every match from the search index first.
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(shipments)
    .where(listConditions(clientId, inbox, filters))
    .orderBy(...orderBy(sort))
    .limit(SHIPMENTS_COUNT_CAP + 1)
    .as('matches');
  return db.select({ value: sql<string | null>`${count()}` }).from(matches);
};

export const shipmentsRepository = {
  insert: async (db: Db, row: NewShipmentRow): Promise<ShipmentRow> => {
    const [created] = await db.insert(shipments).values(row).returning();
    return created!;
  },

  insertMany: async (db: Db, rows: NewShipmentRow[]): Promise<ShipmentRow[]> =>
    rows.length === 0 ? [] : db.insert(shipments).values(rows).returning(),

  findByReference: async (db: Db, clientId: string, reference: string): Promise<ShipmentRow | undefined> => {
    const [row] = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.clientId, clientId), eq(shipments.reference, reference)));
    return row;
  },

  /** Locks the row until the end of the caller's transaction (updates that must not interleave). */
  findByReferenceForUpdate: async (
    db: Db,
    clientId: string,
    reference: string,
  ): Promise<ShipmentRow | undefined> => {
    const [row] = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.clientId, clientId), eq(shipments.reference, reference)))
      .for('update');
    return row;
  },

  findByReferences: async (db: Db, clientId: string, references: string[]): Promise<ShipmentRow[]> =>
    references.length === 0
      ? []
      : db
          .select()
          .from(shipments)
          .where(and(eq(shipments.clientId, clientId), inArray(shipments.reference, references))),

  findViewByReference: async (
    db: Db,
    clientId: string,
    reference: string,
  ): Promise<ShipmentViewRow | undefined> => {
    const [row] = await db
      .select(viewColumns)
      .from(shipments)
      .where(and(eq(shipments.clientId, clientId), eq(shipments.reference, reference)));
    return row;
  },

  /** The views' columns of the client's shipments with these references (reads that only show them). */
  findViewsByReferences: async (
    db: Db,
    clientId: string,
    references: string[],
  ): Promise<ShipmentViewRow[]> =>
    references.length === 0
      ? []
      : db
          .select(viewColumns)
          .from(shipments)
          .where(and(eq(shipments.clientId, clientId), inArray(shipments.reference, references))),

  findByIds: async (db: Db, clientId: string, ids: string[]): Promise<ShipmentRow[]> =>
    ids.length === 0
      ? []
      : db
          .select()
          .from(shipments)
          .where(and(eq(shipments.clientId, clientId), inArray(shipments.id, ids))),

  update: async (db: Db, id: string, patch: Partial<NewShipmentRow>): Promise<ShipmentRow> => {
    const [row] = await db
      .update(shipments)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(shipments.id, id))
      .returning();
    return row!;
  },

  deleteByIds: async (db: Db, clientId: string, ids: string[]) =>
    ids.length === 0
      ? []
      : db
          .delete(shipments)
          .where(and(eq(shipments.clientId, clientId), inArray(shipments.id, ids)))
          .returning({ reference: shipments.reference }),

  list: async (
    db: Db,
    input: {
      clientId: string;
      inbox: Inbox;
      filters: ShipmentFilters;
      sort?: ShipmentSort;
      limit: number;
      offset: number;
    },
  ) => {
    const where = listConditions(input.clientId, input.inbox, input.filters);
    const order = orderBy(input.sort);
    // Deferred join: the offset is walked over index entries (ids only, index-only where the filter
    // allows) and only the page's rows are read from the table. The outer read names the client too,
    // so the whole statement stays on the client's rows (one shard when tables are split by client).
    const pageIds = db
      .select({ id: shipments.id })
      .from(shipments)
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset(input.offset);
    const total = listCount(db, input.clientId, input.inbox, input.filters, input.sort);
    // One statement answers the page and the list's size (the count is a subquery PostgreSQL runs once);
    // a page past the end has no row to carry the size, so only then is it counted on its own.
    const rows = await db
      .select({ ...viewColumns, total: sql<string | null>`(${total})` })
      .from(shipments)
      .where(and(eq(shipments.clientId, input.clientId), inArray(shipments.id, pageIds)))
      .orderBy(...order);
    const size = Number((rows.length > 0 ? rows[0]!.total : (await total)[0]?.value) ?? 0);
    const isCapped = !isCountedFromCounters(input.filters) && size > SHIPMENTS_COUNT_CAP;
    return { rows, total: isCapped ? SHIPMENTS_COUNT_CAP : size, isTotalCapped: isCapped };
  },

  /**
   * Keyset page in list order (newest first), for exports that walk a whole inbox. Only the columns an
   * export writes are read (the sender, upsales and search text would be parsed for nothing).
   */
  listAfter: async (
    db: Db,
    input: {
      clientId: string;
      inbox: Inbox;
      filters: ShipmentFilters;
      after?: { createdAt: Date; id: string };
      limit: number;
    },
  ) => {
    const where = listConditions(input.clientId, input.inbox, input.filters);
    // The cursor's created_at is re-read from its row: a JS Date keeps milliseconds only, and rows
    // inserted by one statement share a microsecond now(), so a rounded cursor would skip them. The
    // Date is the fallback when that row was deleted meanwhile.
    const after = input.after
      ? sql`(${shipments.createdAt}, ${shipments.id}) < (coalesce((SELECT c.created_at FROM shipments c WHERE c.id = ${input.after.id}::uuid), ${input.after.createdAt.toISOString()}::timestamptz), ${input.after.id}::uuid)`
      : undefined;
    return db
      .select({
        id: shipments.id,
        reference: shipments.reference,
        state: shipments.state,
        source: shipments.source,
        toAddress: shipments.toAddress,
        parcels: shipments.parcels,
        service: shipments.service,
        content: shipments.content,
        price: shipments.price,
        currency: shipments.currency,
        shipmentCustomReference: shipments.shipmentCustomReference,
        trackings: shipments.trackings,
        labelDownloaded: shipments.labelDownloaded,
        carrierName: shipments.carrierName,
        createdAt: shipments.createdAt,
      })
      .from(shipments)
      .where(after ? and(where, after) : where)
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(input.limit);
  },

  /** Counts per state from the trigger-kept counters (migrations 0051, 0133), not from a scan. */
  countByState: async (db: Db, clientId: string) =>
    db
      .select({
        state: shipmentCounts.state,
        isArchived: shipmentCounts.isArchived,
        value: shipmentCounts.count,
      })
      .from(shipmentCounts)
      .where(eq(shipmentCounts.clientId, clientId)),

  hasAny: async (db: Db, clientId: string) => {
    const [row] = await db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.clientId, clientId))
      .limit(1);
    return Boolean(row);
  },

  distinctValues: async (db: Db, clientId: string, inbox: Inbox, column: 'source' | 'carrierName') => {
    const target = column === 'source' ? shipments.source : shipments.carrierName;
    const rows = await db
      .selectDistinct({ value: target })
      .from(shipments)
      .where(listConditions(clientId, inbox, {}))
      .orderBy(asc(target));
    return rows.map((r) => r.value).filter((v): v is string => Boolean(v));
  },
};
