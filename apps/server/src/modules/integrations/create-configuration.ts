import { randomUUID } from 'node:crypto';
import {
  configurationProblems,
  type IntegrationData,
  IntegrationMessage,
} from '@shipdeck/domain/integrations/integration.schema';
import { catalogueEntryOf, IntegrationActivation } from '@shipdeck/domain/integrations/integration-catalogue';
import type { Db } from '../../platform/db/database.ts';
import { openIntegrationRow, sealIntegrationData } from './integration-data-cipher.ts';
import { alreadyConnected, fieldRequired, oauthFailed, unknownIntegration } from './integration-errors.ts';
import { integrationsRepository } from './integrations.repository.ts';

/**
 * Stores a client's configuration of an integration (create configuration): the data its
 * form requires, one configuration per integration. OAuth integrations are connected
 * through their round trip instead (`isFromOAuth`), so a form cannot skip the marketplace's consent.
 */
export const createConfiguration = async (
  db: Db,
  input: {
    clientId: string;
    integration: string;
    data: IntegrationData;
    identifier?: string;
    isFromOAuth?: boolean;
    /** The key-encryption key the data is sealed under. */
    key: Buffer;
  },
) => {
  const entry = catalogueEntryOf(input.integration);
  if (!entry || entry.activation === IntegrationActivation.Guide) throw unknownIntegration();
  if (entry.activation === IntegrationActivation.OAuth && !input.isFromOAuth)
    throw oauthFailed(IntegrationMessage.oauthOnly);
  const [problem] = configurationProblems(entry, input.data);
  if (problem) throw fieldRequired(problem.field, problem.messageKey);
  // Only the catalogue's fields (and what an OAuth exchange adds) are kept: nothing else rides along.
  const data = input.isFromOAuth
    ? input.data
    : Object.fromEntries(entry.fields.map((field) => [field.name, input.data[field.name]!]));
  const row = await integrationsRepository.insert(db, {
    clientId: input.clientId,
    integration: entry.alias,
    identifier: input.identifier ?? randomUUID(),
    source: entry.source,
    data: sealIntegrationData({ clientId: input.clientId, integration: entry.alias, data, key: input.key }),
  });
  if (!row) throw alreadyConnected();
  return openIntegrationRow(row, input.key);
};
