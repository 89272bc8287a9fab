import type { Db } from '../../platform/db/database.ts';
import { analyticsRepository } from './analytics.repository.ts';

/**
 * Builds a client's roll-ups again from its shipments, for a client seen for the first time, after its
 * events were pruned before they were taken in, or to count its days in another time zone (the one
 * given; the roll-ups' own otherwise). Events up to now are then covered; a change made meanwhile is
 * taken in again by the event path, which gives the same result twice.
 */
export const rebuildAnalytics = (db: Db, input: { clientId: string; timeZone?: string }) =>
  db.transaction(async (tx) => {
    const cursor = await analyticsRepository.lockCursor(tx, input.clientId);
    await rebuildLocked(tx, input.clientId, input.timeZone ?? cursor.timeZone);
  });

/** The rebuild, in a transaction that already holds the client's cursor. */
export const rebuildLocked = async (tx: Db, clientId: string, timeZone: string) => {
  const latest = await analyticsRepository.latestEventId(tx, clientId);
  await analyticsRepository.rebuild(tx, clientId, timeZone);
  await analyticsRepository.setCursor(tx, clientId, { eventId: latest, timeZone });
};

/**
 * Roll-ups that count days in the reader's time zone: a reader in another zone than the last one has
 * them built again in theirs first (once per change of zone, in set-based statements).
 */
export const useReaderTimeZone = async (db: Db, input: { clientId: string; timeZone: string }) => {
  if ((await analyticsRepository.timeZoneOf(db, input.clientId)) === input.timeZone) return;
  await rebuildAnalytics(db, input);
};
