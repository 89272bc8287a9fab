import { EventType } from '@shipdeck/domain/events/event-types';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';

/** One chart bucket: what a group of a client's counted shipments adds up to. */
export type RollupDelta = {
  day: string;
  carrier: string;
  country: string;
  content: string;
  shipments: number;
  totalCost: number;
};

/**
 * What a shipment adds to the analytics, worked out from its row in one place for the rebuild and the
 * event path alike: a paid shipment counts on the calendar day it was paid in the roll-ups' time zone,
 * unless it was cancelled (and so refunded). Content is the declared description, trimmed, with spaces
 * collapsed and in lower case.
 */
const shipmentFacts = (clientId: string, timeZone: string, onlyReferences?: string[]) => sql`
  SELECT s.client_id, s.reference,
    (s.order_date AT TIME ZONE ${timeZone})::date AS day,
    coalesce(nullif(s.carrier_name, ''), s.service->>'carrierName', '') AS carrier,
    upper(coalesce(s.to_address->>'alpha2Code', '')) AS country,
    lower(left(regexp_replace(btrim(coalesce(s.content->>'description', '')), '[[:space:]]+', ' ', 'g'), 60)) AS content,
    coalesce((s.price->>'totalPrice')::bigint, 0) AS total_cost
  FROM shipments s
  WHERE s.client_id = ${clientId} AND s.order_date IS NOT NULL AND s.state <> 'CANCELED'
  ${onlyReferences ? sql`AND s.reference IN ${textList(onlyReferences)}` : sql``}`;

type FactRow = {
  day: string | Date;
  carrier: string;
  country: string;
  content: string;
  total_cost: string | number;
};

// One parameter however many values: drizzle would spread an array into one parameter per value.
const textList = (values: string[]) =>
  sql`(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

const dayText = (day: string | Date) => (typeof day === 'string' ? day : day.toISOString().slice(0, 10));

const toDeltas = (rows: FactRow[], sign: 1 | -1): RollupDelta[] =>
  rows.map((row) => ({
    day: dayText(row.day),
    carrier: row.carrier,
    country: row.country,
    content: row.content,
    shipments: sign,
    totalCost: sign * Number(row.total_cost),
  }));

// Every change of a paid shipment (bought, cancel requested, cancelled) is published as shipment.updated.
const SHIPMENT_EVENT_TYPE = EventType.ShipmentUpdated;

export const analyticsRepository = {
  /**
   * Locks the client's cursor for this transaction (rebuilds and event passes of one client run one at a
   * time) and returns the last event applied (null for a client whose roll-ups were never built) and
   * the time zone the roll-ups count days in.
   */
  lockCursor: async (tx: Db, clientId: string): Promise<{ eventId: number | null; timeZone: string }> => {
    const inserted = rowsOf<{ event_id: string }>(
      await tx.execute(sql`
        INSERT INTO analytics_cursors (client_id, event_id) VALUES (${clientId}, -1)
        ON CONFLICT (client_id) DO NOTHING RETURNING event_id`),
    );
    const [row] = rowsOf<{ event_id: string; time_zone: string }>(
      await tx.execute(
        sql`SELECT event_id, time_zone FROM analytics_cursors WHERE client_id = ${clientId} FOR UPDATE`,
      ),
    );
    const eventId = Number(row?.event_id ?? -1);
    return {
      eventId: inserted.length > 0 || eventId < 0 ? null : eventId,
      timeZone: row?.time_zone ?? 'UTC',
    };
  },

  /** The time zone the client's roll-ups count days in (UTC for roll-ups never built). */
  timeZoneOf: async (db: Db, clientId: string) => {
    const [row] = rowsOf<{ time_zone: string }>(
      await db.execute(sql`SELECT time_zone FROM analytics_cursors WHERE client_id = ${clientId}`),
    );
    return row?.time_zone ?? 'UTC';
  },

  setCursor: async (tx: Db, clientId: string, cursor: { eventId: number; timeZone: string }) => {
    await tx.execute(sql`
      UPDATE analytics_cursors SET event_id = ${cursor.eventId}, time_zone = ${cursor.timeZone}
      WHERE client_id = ${clientId}`);
  },

  latestEventId: async (tx: Db, clientId: string) => {
    const [row] = rowsOf<{ id: string | null }>(
      await tx.execute(sql`SELECT max(id) AS id FROM outbox_events WHERE client_id = ${clientId}`),
    );
    return Number(row?.id ?? 0);
  },

  /** The client's shipment events after `afterId`, oldest first: their ids and the shipment each names. */
  shipmentEventsAfter: async (tx: Db, input: { clientId: string; afterId: number; limit: number }) =>
    rowsOf<{ id: string; reference: string | null }>(
      await tx.execute(sql`
        SELECT id, payload->>'reference' AS reference FROM outbox_events
        WHERE client_id = ${input.clientId} AND id > ${input.afterId}
          AND type = ${SHIPMENT_EVENT_TYPE}
        ORDER BY id LIMIT ${input.limit}`),
    ).map((row) => ({ id: Number(row.id), reference: row.reference })),

  /**
   * Works out again what these shipments add to the roll-ups: the facts they had are taken out and the
   * ones their rows give now put in. Returns both sides, for the roll-ups to follow.
   */
  replaceFacts: async (tx: Db, clientId: string, input: { references: string[]; timeZone: string }) => {
    const { references, timeZone } = input;
    const stale = rowsOf<FactRow>(
      await tx.execute(sql`
        DELETE FROM analytics_shipment_facts
        WHERE client_id = ${clientId} AND reference IN ${textList(references)}
        RETURNING day, carrier, country, content, total_cost`),
    );
    const fresh = rowsOf<FactRow>(
      await tx.execute(sql`
        INSERT INTO analytics_shipment_facts (client_id, reference, day, carrier, country, content, total_cost)
        ${shipmentFacts(clientId, timeZone, references)}
        RETURNING day, carrier, country, content, total_cost`),
    );
    return [...toDeltas(stale, -1), ...toDeltas(fresh, 1)];
  },

  /** Adds the deltas to the daily roll-ups (one statement) and drops the rows left at zero. */
  addToRollups: async (tx: Db, clientId: string, deltas: RollupDelta[]) => {
    if (deltas.length === 0) return;
    await tx.execute(sql`
      INSERT INTO analytics_daily (client_id, day, carrier, country, content, shipments, total_cost)
      SELECT ${clientId}, d.day, d.carrier, d.country, d.content, sum(d.shipments), sum(d.total_cost)
      FROM jsonb_to_recordset(${JSON.stringify(
        deltas.map((delta) => ({ ...delta, total_cost: delta.totalCost })),
      )}::jsonb) AS d(day date, carrier text, country text, content text, shipments integer, total_cost bigint)
      GROUP BY d.day, d.carrier, d.country, d.content
      ON CONFLICT (client_id, day, carrier, country, content) DO UPDATE SET
        shipments = analytics_daily.shipments + excluded.shipments,
        total_cost = analytics_daily.total_cost + excluded.total_cost`);
    await tx.execute(
      sql`DELETE FROM analytics_daily WHERE client_id = ${clientId} AND shipments = 0 AND total_cost = 0`,
    );
  },

  /** Builds the client's facts and roll-ups again from its shipments, in two set-based statements. */
  rebuild: async (tx: Db, clientId: string, timeZone: string) => {
    await tx.execute(sql`DELETE FROM analytics_daily WHERE client_id = ${clientId}`);
    await tx.execute(sql`DELETE FROM analytics_shipment_facts WHERE client_id = ${clientId}`);
    await tx.execute(sql`
      INSERT INTO analytics_shipment_facts (client_id, reference, day, carrier, country, content, total_cost)
      ${shipmentFacts(clientId, timeZone)}`);
    await tx.execute(sql`
      INSERT INTO analytics_daily (client_id, day, carrier, country, content, shipments, total_cost)
      SELECT client_id, day, carrier, country, content, count(*), sum(total_cost)
      FROM analytics_shipment_facts WHERE client_id = ${clientId}
      GROUP BY client_id, day, carrier, country, content`);
  },

  /** Clients with shipment events the roll-ups have not taken in yet (a missed wake-up, a restart). */
  clientsBehind: async (db: Db, limit: number) =>
    rowsOf<{ client_id: string }>(
      await db.execute(sql`
        SELECT o.client_id FROM outbox_events o
        LEFT JOIN analytics_cursors c ON c.client_id = o.client_id
        WHERE o.type = ${SHIPMENT_EVENT_TYPE} AND o.id > coalesce(c.event_id, -1)
        GROUP BY o.client_id LIMIT ${limit}`),
    ).map((row) => row.client_id),

  /** Per-day totals over the range. */
  totalsByDay: async (db: Db, input: RangeInput) =>
    rowsOf<{ day: string | Date; shipments: string; total_cost: string }>(
      await db.execute(sql`
        SELECT day, sum(shipments) AS shipments, sum(total_cost) AS total_cost FROM analytics_daily
        WHERE ${inRange(input)} GROUP BY day`),
    ).map((row) => ({
      day: dayText(row.day),
      shipments: Number(row.shipments),
      totalCost: Number(row.total_cost),
    })),

  /** Totals over the range per value of one dimension, largest first. */
  totalsBy: async (db: Db, input: RangeInput & { dimension: 'carrier' | 'country' | 'content' }) => {
    const column = sql.identifier(input.dimension);
    return rowsOf<{ key: string; shipments: string; total_cost: string }>(
      await db.execute(sql`
        SELECT ${column} AS key, sum(shipments) AS shipments, sum(total_cost) AS total_cost
        FROM analytics_daily WHERE ${inRange(input)}
        GROUP BY ${column} ORDER BY sum(shipments) DESC, ${column}`),
    ).map((row) => ({ key: row.key, shipments: Number(row.shipments), totalCost: Number(row.total_cost) }));
  },
};

type RangeInput = { clientId: string; from: string; to: string };

const inRange = ({ clientId, from, to }: RangeInput): SQL =>
  sql`client_id = ${clientId} AND day BETWEEN ${from}::date AND ${to}::date`;
