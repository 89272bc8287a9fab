import type { RealtimeEvent } from '@shipdeck/domain/events/event-types';
import { and, asc, eq, gt, inArray, lt, max } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outboxEvents } from './outbox.tables.ts';

/** A client's events after `afterId`, oldest first, as sent on the socket. */
export const findEventsAfter = async (
  db: Db,
  { clientId, afterId, limit }: { clientId: string; afterId: number; limit: number },
): Promise<Array<RealtimeEvent & { sequence: number }>> => {
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.clientId, clientId), gt(outboxEvents.id, afterId)))
    .orderBy(asc(outboxEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    sequence: Number(row.id),
    id: String(row.id),
    type: row.type,
    payload: row.payload,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
};

/** The id of the client's newest event, 0 when it has none. */
export const findLatestEventId = async (db: Db, clientId: string) => {
  const [row] = await db
    .select({ latest: max(outboxEvents.id) })
    .from(outboxEvents)
    .where(eq(outboxEvents.clientId, clientId));
  return Number(row?.latest ?? 0);
};

/** Deletes up to `limit` events created before `cutoff`; returns how many it deleted. */
export const deleteEventsCreatedBefore = async (
  db: Db,
  { cutoff, limit }: { cutoff: Date; limit: number },
) => {
  const batch = db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(lt(outboxEvents.createdAt, cutoff))
    .limit(limit);
  const deleted = await db
    .delete(outboxEvents)
    .where(inArray(outboxEvents.id, batch))
    .returning({ id: outboxEvents.id });
  return deleted.length;
};
