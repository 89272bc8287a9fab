import {
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
  WebhookMessage,
} from '@shipdeck/domain/webhooks/webhook.schema';
import { limitExceeded } from '../../platform/errors/app-error.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import type { WebhookDependencies } from './webhook-dependencies.ts';
import { newWebhookSecret } from './webhook-secret.ts';
import { assertWebhookUrlAllowed } from './webhook-url-check.ts';
import { toEndpointView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/**
 * Saves an endpoint with a new signing secret, shown in the answer. At most WEBHOOK_ENDPOINTS_MAX per
 * client (409); the client's first endpoint starts the dispatch at its newest event.
 */
export const createWebhookEndpoint = async (
  dependencies: Pick<PlatformDependencies, 'config' | 'db'> & { webhooks: WebhookDependencies },
  input: { clientId: string; endpoint: WebhookEndpointInput },
): Promise<WebhookEndpointWithSecret> => {
  const { clientId, endpoint } = input;
  await assertWebhookUrlAllowed(dependencies, endpoint.url);
  const { secret, secretCiphertext } = newWebhookSecret({ clientId, config: dependencies.config });
  const row = await dependencies.db.transaction(async (tx) => {
    // Counted under the cursor's row lock: two creates at once cannot both pass the limit.
    await webhooksRepository.startCursor(tx, clientId);
    await webhooksRepository.lockCursor(tx, clientId);
    if ((await webhooksRepository.countEndpoints(tx, clientId)) >= WEBHOOK_ENDPOINTS_MAX)
      throw limitExceeded(WebhookMessage.Limit);
    return webhooksRepository.insertEndpoint(tx, {
      clientId,
      url: endpoint.url,
      events: [...new Set(endpoint.events)],
      description: endpoint.description ?? '',
      secretCiphertext,
    });
  });
  return { ...toEndpointView(row), secret };
};
