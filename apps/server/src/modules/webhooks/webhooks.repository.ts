import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { outboxEvents } from '../../platform/outbox/outbox.tables.ts';
import {
  webhookCursors,
  webhookDeliveries,
  webhookEndpoints,
  webhookShipmentStates,
} from './webhooks.tables.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewWebhookDeliveryRow = typeof webhookDeliveries.$inferInsert;

const ownEndpoint = (clientId: string, id: string) =>
  and(eq(webhookEndpoints.clientId, clientId), eq(webhookEndpoints.id, id));

export const webhooksRepository = {
  countEndpoints: async (db: Db, clientId: string) => {
    const [row] = await db
      .select({ total: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.clientId, clientId));
    return row?.total ?? 0;
  },

  insertEndpoint: async (db: Db, values: typeof webhookEndpoints.$inferInsert) => {
    const [row] = await db.insert(webhookEndpoints).values(values).returning();
    return row!;
  },

  findEndpoints: (db: Db, clientId: string) =>
    db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.clientId, clientId))
      .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id)),

  findEndpoint: async (db: Db, clientId: string, id: string) => {
    const [row] = await db.select().from(webhookEndpoints).where(ownEndpoint(clientId, id));
    return row;
  },

  updateEndpoint: async (
    db: Db,
    clientId: string,
    id: string,
    patch: Partial<Pick<WebhookEndpointRow, 'url' | 'events' | 'description' | 'secretCiphertext'>>,
  ) => {
    // A patch that changes nothing answers the endpoint as it is (an UPDATE needs a column to set).
    if (Object.keys(patch).length === 0) return webhooksRepository.findEndpoint(db, clientId, id);
    const [row] = await db.update(webhookEndpoints).set(patch).where(ownEndpoint(clientId, id)).returning();
    return row;
  },

  deleteEndpoint: async (db: Db, clientId: string, id: string) => {
    const deleted = await db
      .delete(webhookEndpoints)
      .where(ownEndpoint(clientId, id))
      .returning({ id: webhookEndpoints.id });
    return deleted.length > 0;
  },

  /** The dispatch starts at the client's newest event when its first endpoint is made: no old history is sent. */
  startCursor: async (db: Db, clientId: string) => {
    await db.execute(sql`
      INSERT INTO webhook_cursors (client_id, event_id)
      SELECT ${clientId}, coalesce(max(id), 0) FROM outbox_events WHERE client_id = ${clientId}
      ON CONFLICT (client_id) DO UPDATE SET event_id = excluded.event_id
      WHERE NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE client_id = ${clientId})`);
  },

  /** Locks the client's cursor for this transaction; undefined for a client that never had an endpoint. */
  lockCursor: async (tx: Db, clientId: string) => {
    const [row] = await tx
      .select({ eventId: webhookCursors.eventId })
      .from(webhookCursors)
      .where(eq(webhookCursors.clientId, clientId))
      .for('update');
    return row?.eventId;
  },

  setCursor: async (tx: Db, clientId: string, eventId: number) => {
    await tx.update(webhookCursors).set({ eventId }).where(eq(webhookCursors.clientId, clientId));
  },

  eventsAfter: (tx: Db, input: { clientId: string; afterId: number; limit: number }) =>
    tx
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.clientId, input.clientId), gt(outboxEvents.id, input.afterId)))
      .orderBy(asc(outboxEvents.id))
      .limit(input.limit),

  latestEventId: async (tx: Db, clientId: string) => {
    const [row] = await tx
      .select({ latest: sql<string | null>`max(${outboxEvents.id})` })
      .from(outboxEvents)
      .where(eq(outboxEvents.clientId, clientId));
    return Number(row?.latest ?? 0);
  },

  shipmentStates: async (tx: Db, clientId: string, references: string[]) => {
    if (references.length === 0) return new Map<string, string>();
    const rows = await tx
      .select({ reference: webhookShipmentStates.reference, state: webhookShipmentStates.state })
      .from(webhookShipmentStates)
      .where(
        and(
          eq(webhookShipmentStates.clientId, clientId),
          inArray(webhookShipmentStates.reference, references),
        ),
      );
    return new Map(rows.map((row) => [row.reference, row.state]));
  },

  saveShipmentStates: async (tx: Db, clientId: string, states: Map<string, string | null>) => {
    const kept = [...states].flatMap(([reference, state]) =>
      state === null ? [] : [{ clientId, reference, state }],
    );
    const gone = [...states].flatMap(([reference, state]) => (state === null ? [reference] : []));
    if (kept.length > 0)
      await tx
        .insert(webhookShipmentStates)
        .values(kept)
        .onConflictDoUpdate({
          target: [webhookShipmentStates.clientId, webhookShipmentStates.reference],
          set: { state: sql`excluded.state` },
        });
    if (gone.length > 0)
      await tx
        .delete(webhookShipmentStates)
        .where(
          and(eq(webhookShipmentStates.clientId, clientId), inArray(webhookShipmentStates.reference, gone)),
        );
  },

  /** Inserts deliveries; one already made for the same endpoint and event is left as it is. */
  insertDeliveries: async (tx: Db, rows: NewWebhookDeliveryRow[]) => {
    if (rows.length === 0) return [];
    return tx
      .insert(webhookDeliveries)
      .values(rows)
      .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
      .returning();
  },

  findDeliveries: (db: Db, input: { clientId: string; endpointId: string; limit: number }) =>
    db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.clientId, input.clientId),
          eq(webhookDeliveries.endpointId, input.endpointId),
        ),
      )
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(input.limit),

  /** Starts a delivery again now: 24 more hours of retries from its next attempt. */
  restartDelivery: async (db: Db, input: { clientId: string; endpointId: string; id: string; now: Date }) => {
    const [row] = await db
      .update(webhookDeliveries)
      .set({ status: 'PENDING', nextAttemptAt: input.now, startedAt: input.now })
      .where(
        and(
          eq(webhookDeliveries.clientId, input.clientId),
          eq(webhookDeliveries.endpointId, input.endpointId),
          eq(webhookDeliveries.id, input.id),
        ),
      )
      .returning();
    return row;
  },

  /**
   * Takes a due delivery for one attempt: its next attempt moves `leaseMs` ahead, so a process that dies
   * while sending leaves it to be tried again then, and a second job for it finds nothing to do.
   */
  claimDue: async (db: Db, input: { id: string; now: Date; leaseMs: number }) => {
    const [row] = await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(input.now.getTime() + input.leaseMs) })
      .where(
        and(
          eq(webhookDeliveries.id, input.id),
          eq(webhookDeliveries.status, 'PENDING'),
          lte(webhookDeliveries.nextAttemptAt, input.now),
        ),
      )
      .returning();
    return row;
  },

  recordAttempt: async (
    db: Db,
    id: string,
    outcome: Pick<
      WebhookDeliveryRow,
      'status' | 'responseStatus' | 'lastError' | 'lastAttemptAt' | 'nextAttemptAt'
    >,
  ) => {
    await db
      .update(webhookDeliveries)
      .set({ ...outcome, attempts: sql`${webhookDeliveries.attempts} + 1` })
      .where(eq(webhookDeliveries.id, id));
  },

  dueDeliveryIds: async (db: Db, input: { now: Date; limit: number }) => {
    const rows = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'PENDING'), lte(webhookDeliveries.nextAttemptAt, input.now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(input.limit);
    return rows.map((row) => row.id);
  },
};
