import { randomBytes } from 'node:crypto';
import {
  configurationProblems,
  type IntegrationData,
  IntegrationMessage,
} from '@shipdeck/domain/integrations/integration.schema';
import { catalogueEntryOf, IntegrationActivation } from '@shipdeck/domain/integrations/integration-catalogue';
import type { Db } from '../../platform/db/database.ts';
import { marketplaceProviderFor } from '../../providers/marketplaces/marketplace-providers.ts';
import { createConfiguration } from './create-configuration.ts';
import { fieldRequired, oauthFailed, unknownIntegration } from './integration-errors.ts';
import { integrationsRepository } from './integrations.repository.ts';

const oauthEntry = (integration: string) => {
  const entry = catalogueEntryOf(integration);
  const provider = marketplaceProviderFor(integration);
  if (!entry || !provider) throw unknownIntegration();
  if (entry.activation !== IntegrationActivation.OAuth) throw oauthFailed(IntegrationMessage.notOAuth);
  return { entry, provider };
};

/** Only a path of our own app may be the way back (never another site: no open redirect). */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/**
 * Start-flow: keeps a fresh state with the form's data and answers the marketplace's
 * authorisation address, which sends the browser back to `redirectPath` with a code and the state.
 */
export const startOAuthFlow = async (
  db: Db,
  input: { clientId: string; integration: string; data: IntegrationData; redirectPath: string },
) => {
  const { entry, provider } = oauthEntry(input.integration);
  const [problem] = configurationProblems(entry, input.data);
  if (problem) throw fieldRequired(problem.field, problem.messageKey);
  if (!isOwnPath(input.redirectPath)) throw oauthFailed(IntegrationMessage.state);
  const state = randomBytes(24).toString('base64url');
  await integrationsRepository.insertOAuthState(db, {
    state,
    clientId: input.clientId,
    integration: entry.alias,
    data: input.data,
  });
  return {
    redirectUrl: provider.authorizeUrl({
      integration: entry.alias,
      state,
      redirectUri: input.redirectPath,
      data: input.data,
    }),
  };
};

/**
 * Complete-flow: the state must be this client's, for this integration, unused and recent; a refusal
 * (`error`) or a code the marketplace does not accept fails; otherwise the exchanged data is stored.
 */
export const completeOAuthFlow = async (
  db: Db,
  input: { clientId: string; integration: string; params: Record<string, string>; key: Buffer },
) => {
  const { entry, provider } = oauthEntry(input.integration);
  const { state, code, error } = input.params;
  if (!state) throw oauthFailed(IntegrationMessage.state);
  const stored = await integrationsRepository.useOAuthState(db, {
    state,
    clientId: input.clientId,
    integration: entry.alias,
  });
  if (!stored) throw oauthFailed(IntegrationMessage.state);
  if (error || !code) throw oauthFailed(IntegrationMessage.denied);
  const data = await provider
    .exchangeCode({ integration: entry.alias, code, data: stored.data })
    .catch(() => {
      throw oauthFailed(IntegrationMessage.denied);
    });
  return createConfiguration(db, {
    clientId: input.clientId,
    integration: entry.alias,
    data,
    isFromOAuth: true,
    key: input.key,
  });
};
