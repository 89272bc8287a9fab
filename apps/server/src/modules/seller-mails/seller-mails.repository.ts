import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { sellerMails } from './seller-mails.tables.ts';

export const sellerMailsRepository = {
  /** Records the mail of a fact; answers its id, or null when the fact already has its mail. */
  insertOnce: async (
    db: Db,
    values: {
      clientId: string;
      userId: string | null;
      kind: string;
      factKey: string;
      facts: Record<string, unknown>;
    },
  ): Promise<string | null> => {
    const [row] = await db
      .insert(sellerMails)
      .values(values)
      .onConflictDoNothing({ target: [sellerMails.kind, sellerMails.factKey] })
      .returning({ id: sellerMails.id });
    return row?.id ?? null;
  },

  get: async (db: Db, id: string) => {
    const [row] = await db.select().from(sellerMails).where(eq(sellerMails.id, id));
    return row;
  },

  /** Marks it sent, once: answers false when another run got there first. */
  markSent: async (db: Db, input: { id: string; recipient: string }) => {
    const rows = await db
      .update(sellerMails)
      .set({ sentAt: new Date(), recipient: input.recipient })
      .where(and(eq(sellerMails.id, input.id), isNull(sellerMails.sentAt)))
      .returning({ id: sellerMails.id });
    return rows.length > 0;
  },
};
