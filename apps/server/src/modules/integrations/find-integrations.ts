import type { Integration } from '@shipdeck/domain/integrations/integration.schema';
import { catalogueOf, INTEGRATION_CATALOGUE } from '@shipdeck/domain/integrations/integration-catalogue';
import type { Db } from '../../platform/db/database.ts';
import { openIntegrationRow } from './integration-data-cipher.ts';
import { integrationsRepository } from './integrations.repository.ts';
import type { IntegrationConfigurationRow } from './integrations.tables.ts';

/** Data the browser may see again: secrets and tokens stay on the server (only that they are set shows). */
const visibleData = (alias: string, data: IntegrationConfigurationRow['data']) => {
  const entry = INTEGRATION_CATALOGUE.find((item) => item.alias === alias);
  const visible: Record<string, string | number> = {};
  for (const field of entry?.fields ?? []) {
    const value = data[field.name];
    if (value === undefined) continue;
    visible[field.name] = field.kind === 'secret' ? '••••••••' : value;
  }
  return visible;
};

export const toConfigurationView = (
  row: IntegrationConfigurationRow,
): NonNullable<Integration['configuration']> => ({
  identifier: row.identifier,
  status: row.status,
  unauthorizedSubtype: (row.unauthorizedSubtype as 'GENERIC' | null) ?? null,
  data: visibleData(row.integration, row.data),
  lastImportedAt: row.lastImportedAt?.toISOString() ?? null,
});

/** The catalogue the caller's tenant offers, with the caller's connection of each integration. */
export const findIntegrations = async (
  db: Db,
  input: { clientId: string; tenantId: string; key: Buffer },
): Promise<Integration[]> => {
  const rows = (await integrationsRepository.findAll(db, input.clientId)).map((row) =>
    openIntegrationRow(row, input.key),
  );
  const byAlias = new Map(rows.map((row) => [row.integration, row]));
  return catalogueOf(input.tenantId).map((entry) => {
    const row = byAlias.get(entry.alias);
    return {
      ...entry,
      fields: entry.fields.map((field) => ({
        ...field,
        options: field.options ? [...field.options] : undefined,
      })),
      isConnected: Boolean(row),
      configuration: row ? toConfigurationView(row) : null,
    };
  });
};
