import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outboxEvents } from './outbox.tables.ts';

/** Channel every server process LISTENs on; the payload is the client id whose events changed. */
export const OUTBOX_CHANNEL = 'outbox_events';

/**
 * Writes an event inside the caller's transaction (pass the transaction as `tx`), so a state change
 * and its event commit together. The NOTIFY is transactional too: it is delivered only at commit,
 * and wakes the WebSocket hub of every server process.
 */
export const publishEvent = async (
  tx: Db,
  event: { clientId: string; type: string; payload: unknown },
): Promise<{ id: string }> => {
  const [row] = await tx
    .insert(outboxEvents)
    .values({ clientId: event.clientId, type: event.type, payload: event.payload })
    .returning({ id: outboxEvents.id });
  await tx.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${event.clientId})`);
  return { id: String(row!.id) };
};

/**
 * Several events in one insert, in order, with one NOTIFY per client (the hub reads every new event
 * of a client on a wake-up): a bulk change publishes hundreds of events without hundreds of round trips.
 */
export const publishEvents = async (
  tx: Db,
  events: { clientId: string; type: string; payload: unknown }[],
): Promise<void> => {
  if (events.length === 0) return;
  // One JSON parameter rather than three per event: building a thousand-row VALUES list cost more
  // than the insert itself. The ordinality keeps the ids in the order the events were given.
  await tx.execute(sql`
    INSERT INTO ${outboxEvents} (client_id, type, payload)
    SELECT r.client_id, r.type, r.payload
    FROM ROWS FROM (
      jsonb_to_recordset(${JSON.stringify(events.map(({ clientId, type, payload }) => ({ client_id: clientId, type, payload })))}::jsonb)
        AS (client_id uuid, type text, payload jsonb)
    ) WITH ORDINALITY AS r(client_id, type, payload, position)
    ORDER BY r.position`);
  for (const clientId of new Set(events.map((event) => event.clientId)))
    await tx.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${clientId})`);
};
