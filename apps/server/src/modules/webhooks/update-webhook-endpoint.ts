import {
  type WebhookEndpoint,
  type WebhookEndpointPatch,
  WebhookMessage,
} from '@shipdeck/domain/webhooks/webhook.schema';
import { notFound } from '../../platform/errors/app-error.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import type { WebhookDependencies } from './webhook-dependencies.ts';
import { assertWebhookUrlAllowed } from './webhook-url-check.ts';
import { toEndpointView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/** Changes an endpoint's address, events or description; a new address is checked as at creation. */
export const updateWebhookEndpoint = async (
  dependencies: Pick<PlatformDependencies, 'config' | 'db'> & { webhooks: WebhookDependencies },
  input: { clientId: string; id: string; patch: WebhookEndpointPatch },
): Promise<WebhookEndpoint> => {
  const { url, events, description } = input.patch;
  if (url !== undefined) await assertWebhookUrlAllowed(dependencies, url);
  const row = await webhooksRepository.updateEndpoint(dependencies.db, input.clientId, input.id, {
    ...(url !== undefined ? { url } : {}),
    ...(events !== undefined ? { events: [...new Set(events)] } : {}),
    ...(description !== undefined ? { description } : {}),
  });
  if (!row) throw notFound(WebhookMessage.NotFound);
  return toEndpointView(row);
};
