import type { Db } from '../../platform/db/database.ts';
import { analyticsRepository } from './analytics.repository.ts';
import { rebuildLocked } from './rebuild-analytics.ts';

const EVENTS_PER_PASS = 1000;

/**
 * Takes a client's new shipment events into its roll-ups, a batch per transaction. Each event only names
 * a shipment whose contribution is worked out again from its row, so an event delivered twice, or late,
 * changes nothing the second time. A client never seen before is built from its shipments instead.
 * Returns how many events it read.
 */
export const applyAnalyticsEvents = async (db: Db, input: { clientId: string }): Promise<number> => {
  let read = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const cursor = await analyticsRepository.lockCursor(tx, input.clientId);
      if (cursor.eventId === null) {
        await rebuildLocked(tx, input.clientId, cursor.timeZone);
        return 0;
      }
      const events = await analyticsRepository.shipmentEventsAfter(tx, {
        clientId: input.clientId,
        afterId: cursor.eventId,
        limit: EVENTS_PER_PASS,
      });
      const last = events.at(-1);
      if (!last) return 0;
      const references = [...new Set(events.flatMap((event) => event.reference ?? []))];
      const deltas = await analyticsRepository.replaceFacts(tx, input.clientId, {
        references,
        timeZone: cursor.timeZone,
      });
      await analyticsRepository.addToRollups(tx, input.clientId, deltas);
      await analyticsRepository.setCursor(tx, input.clientId, {
        eventId: last.id,
        timeZone: cursor.timeZone,
      });
      return events.length;
    });
    read += count;
    if (count < EVENTS_PER_PASS) return read;
  }
};
