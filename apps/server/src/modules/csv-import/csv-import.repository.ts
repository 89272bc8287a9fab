import type { CsvImportResult } from '@shipdeck/domain/csv-import/csv-import.schema';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type ShipmentImportRow, shipmentImports } from './csv-import.tables.ts';

export const csvImportRepository = {
  insert: async (db: Db, row: { clientId: string; source: string; fileKey: string }) => {
    const [created] = await db.insert(shipmentImports).values(row).returning();
    return created!;
  },

  get: async (db: Db, clientId: string, id: string): Promise<ShipmentImportRow | undefined> => {
    const [row] = await db
      .select()
      .from(shipmentImports)
      .where(and(eq(shipmentImports.clientId, clientId), eq(shipmentImports.id, id)));
    return row;
  },

  finish: async (db: Db, id: string, result: CsvImportResult, now: Date) => {
    await db
      .update(shipmentImports)
      .set({ status: result.status, result, finishedAt: now })
      .where(eq(shipmentImports.id, id));
  },
};
