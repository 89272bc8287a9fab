import type { Db } from '../../platform/db/database.ts';
import { analyticsRepository } from './analytics.repository.ts';

/**
 * Builds a client's roll-ups again from its shipments, for a client seen for the first time, or after
 * its events were pruned before they were taken in. Events up to now are then covered; a change made
 * meanwhile is taken in again by the event path, which gives the same result twice.
 */
export const rebuildAnalytics = (db: Db, input: { clientId: string }) =>
  db.transaction(async (tx) => {
    await analyticsRepository.lockCursor(tx, input.clientId);
    await rebuildLocked(tx, input.clientId);
  });

/** The rebuild, in a transaction that already holds the client's cursor. */
export const rebuildLocked = async (tx: Db, clientId: string) => {
  const latest = await analyticsRepository.latestEventId(tx, clientId);
  await analyticsRepository.rebuild(tx, clientId);
  await analyticsRepository.setCursor(tx, clientId, latest);
};
