import { EventType } from '@shipdeck/domain/events/event-types';
import { statesOfInbox } from '@shipdeck/domain/shipments/rules/inbox-membership';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { publishShipmentViews, type ShipmentViewSources } from './shipment-views.ts';
import { shipments } from './shipments.tables.ts';

/** Rows changed per transaction: short enough that no client's list or purchase waits on the job. */
export const ARCHIVE_BATCH = 500;

/** Which inbox's shipments an archive pass moves: delivered ones or drafts. */
export type ArchivableInbox = typeof Inbox.Delivered | typeof Inbox.Draft;

/**
 * Moves one client's shipments of `inbox` whose last change is before `before` to the archived inbox,
 * in batches of their own transaction, each with a shipment-updated event per shipment (the inbox counts
 * and open lists follow live). Rows another transaction holds are skipped and caught by the next run;
 * an archived shipment is never picked again, so running it twice changes nothing more.
 */
export const archiveStaleShipments = async (
  db: Db,
  sources: ShipmentViewSources,
  input: { clientId: string; inbox: ArchivableInbox; before: Date; batchSize?: number },
): Promise<number> => {
  const batchSize = input.batchSize ?? ARCHIVE_BATCH;
  const states = statesOfInbox(input.inbox);
  if (states === 'any') throw new Error(`inbox ${input.inbox} is not a state filter`);
  let archived = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(
          and(
            eq(shipments.clientId, input.clientId),
            eq(shipments.isArchived, false),
            inArray(shipments.state, states),
            lt(shipments.updatedAt, input.before),
          ),
        )
        .limit(batchSize)
        .for('update', { skipLocked: true });
      // updated_at is left as it was: the archived list still shows when the shipment last changed.
      const rows = await tx
        .update(shipments)
        .set({ isArchived: true })
        .where(and(eq(shipments.clientId, input.clientId), inArray(shipments.id, due)))
        .returning();
      await publishShipmentViews(tx, sources, {
        clientId: input.clientId,
        type: EventType.ShipmentUpdated,
        rows,
      });
      return rows.length;
    });
    archived += moved;
    if (moved < batchSize) return archived;
  }
};
