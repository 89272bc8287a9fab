import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accountDataExports } from './data-exports.tables.ts';

const scoped = (clientId: string, id: string) =>
  and(eq(accountDataExports.id, id), eq(accountDataExports.clientId, clientId));

export const dataExportsRepository = {
  insert: async (db: Db, clientId: string) => {
    const [row] = await db.insert(accountDataExports).values({ clientId }).returning();
    return row!;
  },

  get: async (db: Db, clientId: string, id: string) => {
    const [row] = await db.select().from(accountDataExports).where(scoped(clientId, id));
    return row;
  },

  latest: async (db: Db, clientId: string) => {
    const [row] = await db
      .select()
      .from(accountDataExports)
      .where(eq(accountDataExports.clientId, clientId))
      .orderBy(desc(accountDataExports.createdAt), desc(accountDataExports.id))
      .limit(1);
    return row;
  },

  /** Serialises requests of one client, so two clicks at once make one export. */
  lockClient: async (db: Db, clientId: string) => {
    await db.execute(sql`SELECT pg_advisory_xact_lock(727274103, hashtext(${clientId}))`);
  },

  setProgress: async (db: Db, clientId: string, id: string, progress: number) => {
    await db.update(accountDataExports).set({ progress }).where(scoped(clientId, id));
  },

  finish: async (
    db: Db,
    clientId: string,
    id: string,
    result: { status: 'READY'; fileKey: string } | { status: 'FAILED' },
  ) => {
    await db
      .update(accountDataExports)
      .set({
        status: result.status,
        fileKey: result.status === 'READY' ? result.fileKey : null,
        progress: result.status === 'READY' ? 100 : sql`${accountDataExports.progress}`,
        finishedAt: new Date(),
      })
      .where(scoped(clientId, id));
  },

  fileKeysOf: async (db: Db, clientId: string) =>
    (
      await db
        .select({ fileKey: accountDataExports.fileKey })
        .from(accountDataExports)
        .where(eq(accountDataExports.clientId, clientId))
    ).flatMap((row) => (row.fileKey ? [row.fileKey] : [])),
};
