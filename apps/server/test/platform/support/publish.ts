import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/platform/db/database.ts';
import { publishEvent } from '../../../src/platform/outbox/event-publisher.ts';
import { findLatestEventId } from '../../../src/platform/outbox/outbox.repository.ts';

/** Publishes one event in a transaction of its own, as a use-case would after its state change. */
export const publishCommitted = (app: FastifyInstance, clientId: string, type: string, payload: unknown) =>
  app.database.db.transaction((tx) => publishEvent(tx as unknown as Db, { clientId, type, payload }));

/** The client's newest event id: connect with `?lastEventId=` this to receive only what follows. */
export const latestEventId = async (app: FastifyInstance, clientId: string) =>
  String(await findLatestEventId(app.database.db, clientId));
