import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { clientCapabilities, clientFeatures } from './features.tables.ts';

export const selectClientFeatureRows = (db: Db, clientId: string) =>
  db.select().from(clientFeatures).where(eq(clientFeatures.clientId, clientId));

export const selectClientCapabilityRows = (db: Db, clientId: string) =>
  db.select().from(clientCapabilities).where(eq(clientCapabilities.clientId, clientId));

export const upsertClientFeatureRow = async (db: Db, values: typeof clientFeatures.$inferInsert) => {
  const { clientId: _clientId, featureName: _featureName, ...changes } = values;
  await db
    .insert(clientFeatures)
    .values(values)
    .onConflictDoUpdate({
      target: [clientFeatures.clientId, clientFeatures.featureName],
      set: { ...changes, updatedAt: new Date() },
    });
};

export const upsertClientCapabilityRow = async (db: Db, values: typeof clientCapabilities.$inferInsert) => {
  await db
    .insert(clientCapabilities)
    .values(values)
    .onConflictDoUpdate({
      target: [clientCapabilities.clientId, clientCapabilities.capabilityName],
      set: { enabled: values.enabled, updatedAt: new Date() },
    });
};
