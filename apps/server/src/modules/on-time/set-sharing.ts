import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { onTimeSharing } from './on-time.tables.ts';
import { lockSharing } from './sharing-lock.ts';

/** Whether the client shares its delivery data for the all-clients on-time score. */
export const isSharing = async (db: Db, clientId: string) => {
  const [row] = await db
    .select({ clientId: onTimeSharing.clientId })
    .from(onTimeSharing)
    .where(eq(onTimeSharing.clientId, clientId));
  return row !== undefined;
};

/**
 * Opts the client in or out, moving the all-clients counts by all of its own in the same transaction.
 * Only a change moves them: asking twice (a double click, a retried request) counts once.
 */
export const setSharing = (db: Db, clientId: string, shared: boolean) =>
  db.transaction(async (tx) => {
    await lockSharing(tx, clientId, 'switch');
    const changed = shared
      ? await tx
          .insert(onTimeSharing)
          .values({ clientId })
          .onConflictDoNothing({ target: onTimeSharing.clientId })
          .returning({ clientId: onTimeSharing.clientId })
      : await tx
          .delete(onTimeSharing)
          .where(eq(onTimeSharing.clientId, clientId))
          .returning({ clientId: onTimeSharing.clientId });
    if (changed.length === 0) return { shared };
    const sign = shared ? 1 : -1;
    // Lanes where the client has deliveries: its counts (and itself) added to or taken from each.
    await tx.execute(sql`
      INSERT INTO lane_on_time_shared AS s
        (service_id, from_country, to_country, delivered_count, on_time_count, client_count)
      SELECT service_id, from_country, to_country, ${sign} * delivered_count, ${sign} * on_time_count, ${sign}
      FROM lane_on_time
      WHERE client_id = ${clientId} AND delivered_count > 0
      ON CONFLICT (from_country, to_country, service_id) DO UPDATE SET
        delivered_count = s.delivered_count + EXCLUDED.delivered_count,
        on_time_count = s.on_time_count + EXCLUDED.on_time_count,
        client_count = s.client_count + EXCLUDED.client_count`);
    return { shared };
  });
