import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';

/**
 * Orders a client's deliveries against its opting in or out: a delivery holds the lock shared, a switch
 * holds it alone. Without it, a delivery recorded while the client opts in could be counted by neither
 * (the switch summing the counts before the delivery commits, the delivery reading "not shared").
 */
export const lockSharing = async (tx: Db, clientId: string, mode: 'delivery' | 'switch') => {
  const key = sql`hashtext(${`on-time-sharing:${clientId}`})`;
  await tx.execute(
    mode === 'delivery'
      ? sql`SELECT pg_advisory_xact_lock_shared(${key})`
      : sql`SELECT pg_advisory_xact_lock(${key})`,
  );
};
