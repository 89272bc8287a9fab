import type { Db } from '../db/database.ts';

/**
 * Contract of the transactional outbox (implemented in this folder).
 * `publish` writes the event row inside the caller's transaction, so a state change and its event
 * commit together; after commit a NOTIFY wakes the WebSocket hub of every server process.
 */
export type PublishEvent = (
  tx: Db,
  event: { clientId: string; type: string; payload: unknown },
) => Promise<{ id: string }>;
