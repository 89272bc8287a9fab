import { type WebhookEndpointWithSecret, WebhookMessage } from '@shipdeck/domain/webhooks/webhook.schema';
import { notFound } from '../../platform/errors/app-error.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { newWebhookSecret } from './webhook-secret.ts';
import { toEndpointView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/** Replaces an endpoint's signing secret; every attempt from now on is signed with the new one. */
export const rotateWebhookSecret = async (
  dependencies: Pick<PlatformDependencies, 'config' | 'db'>,
  input: { clientId: string; id: string },
): Promise<WebhookEndpointWithSecret> => {
  const { secret, secretCiphertext } = newWebhookSecret({
    clientId: input.clientId,
    config: dependencies.config,
  });
  const row = await webhooksRepository.updateEndpoint(dependencies.db, input.clientId, input.id, {
    secretCiphertext,
  });
  if (!row) throw notFound(WebhookMessage.NotFound);
  return { ...toEndpointView(row), secret };
};
