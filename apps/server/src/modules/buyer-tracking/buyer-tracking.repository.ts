import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { shipmentTrackingLinks } from './buyer-tracking.tables.ts';

export const buyerTrackingRepository = {
  insertLink: async (db: Db, input: { tokenHash: string; clientId: string; shipmentId: string }) => {
    await db.insert(shipmentTrackingLinks).values(input);
  },

  /** One primary-key look-up by the token's digest: its time says nothing of how near a guess came. */
  findLink: async (db: Db, tokenHash: string) => {
    const [row] = await db
      .select({ clientId: shipmentTrackingLinks.clientId, shipmentId: shipmentTrackingLinks.shipmentId })
      .from(shipmentTrackingLinks)
      .where(eq(shipmentTrackingLinks.tokenHash, tokenHash));
    return row;
  },
};
