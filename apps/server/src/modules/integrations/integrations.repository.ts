import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type IntegrationConfigurationRow,
  integrationConfigurations,
  integrationFulfilments,
  integrationOAuthStates,
} from './integrations.tables.ts';

type Data = Record<string, string | number>;

export const integrationsRepository = {
  findAll: (db: Db, clientId: string) =>
    db.select().from(integrationConfigurations).where(eq(integrationConfigurations.clientId, clientId)),

  get: async (db: Db, clientId: string, integration: string) =>
    (
      await db
        .select()
        .from(integrationConfigurations)
        .where(
          and(
            eq(integrationConfigurations.clientId, clientId),
            eq(integrationConfigurations.integration, integration),
          ),
        )
    )[0] ?? null,

  getBySource: async (db: Db, clientId: string, source: string) =>
    (
      await db
        .select()
        .from(integrationConfigurations)
        .where(
          and(eq(integrationConfigurations.clientId, clientId), eq(integrationConfigurations.source, source)),
        )
    )[0] ?? null,

  /** Every connected marketplace of every client, for the scheduled import. */
  findConnected: (db: Db) =>
    db
      .select({
        clientId: integrationConfigurations.clientId,
        integration: integrationConfigurations.integration,
      })
      .from(integrationConfigurations)
      .where(eq(integrationConfigurations.status, 'CONNECTED')),

  /** Inserts the configuration, or null when the client already has one for this integration. */
  insert: async (
    db: Db,
    row: { clientId: string; integration: string; identifier: string; source: string; data: Data },
  ): Promise<IntegrationConfigurationRow | null> =>
    (await db.insert(integrationConfigurations).values(row).onConflictDoNothing().returning())[0] ?? null,

  delete: async (db: Db, clientId: string, identifier: string) =>
    (
      await db
        .delete(integrationConfigurations)
        .where(
          and(
            eq(integrationConfigurations.clientId, clientId),
            eq(integrationConfigurations.identifier, identifier),
          ),
        )
        .returning({ id: integrationConfigurations.id })
    ).length > 0,

  markImported: (db: Db, id: string, at: Date) =>
    db
      .update(integrationConfigurations)
      .set({ lastImportedAt: at, status: 'CONNECTED', unauthorizedSubtype: null })
      .where(eq(integrationConfigurations.id, id)),

  markUnauthorized: (db: Db, id: string, subtype: string) =>
    db
      .update(integrationConfigurations)
      .set({ status: 'UNAUTHORIZED', unauthorizedSubtype: subtype })
      .where(eq(integrationConfigurations.id, id)),

  insertOAuthState: (db: Db, row: { state: string; clientId: string; integration: string; data: Data }) =>
    db.insert(integrationOAuthStates).values(row),

  /** Uses a state once: the row, or null when unknown, already used, older than ten minutes or another client's. */
  useOAuthState: async (db: Db, input: { state: string; clientId: string; integration: string }) =>
    (
      await db
        .update(integrationOAuthStates)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(integrationOAuthStates.state, input.state),
            eq(integrationOAuthStates.clientId, input.clientId),
            eq(integrationOAuthStates.integration, input.integration),
            isNull(integrationOAuthStates.usedAt),
            sql`${integrationOAuthStates.createdAt} > now() - interval '10 minutes'`,
          ),
        )
        .returning()
    )[0] ?? null,

  /** Records that the marketplace was told; false when it already was (the job ran before). */
  insertFulfilment: async (
    db: Db,
    row: {
      shipmentId: string;
      clientId: string;
      integration: string;
      externalOrderId: string;
      trackingNumber: string;
    },
  ) => (await db.insert(integrationFulfilments).values(row).onConflictDoNothing().returning()).length > 0,

  /** Of these shipments, the ones whose marketplace was told (a fulfilment recorded). */
  findFulfilledShipmentIds: async (db: Db, shipmentIds: string[]) =>
    shipmentIds.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ shipmentId: integrationFulfilments.shipmentId })
              .from(integrationFulfilments)
              .where(inArray(integrationFulfilments.shipmentId, shipmentIds))
          ).map((row) => row.shipmentId),
        ),

  deleteFulfilment: (db: Db, shipmentId: string) =>
    db.delete(integrationFulfilments).where(eq(integrationFulfilments.shipmentId, shipmentId)),
};
