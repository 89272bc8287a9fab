import { type WebhookEndpointWithSecret, WebhookMessage } from '@shipdeck/domain/webhooks/webhook.schema';
import { notFound } from '../../platform/errors/app-error.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { openWebhookSecret } from './webhook-secret.ts';
import { toEndpointView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/** One endpoint of the client with its signing secret; another client's id is 404. */
export const getWebhookEndpoint = async (
  dependencies: Pick<PlatformDependencies, 'config' | 'db'>,
  input: { clientId: string; id: string },
): Promise<WebhookEndpointWithSecret> => {
  const row = await webhooksRepository.findEndpoint(dependencies.db, input.clientId, input.id);
  if (!row) throw notFound(WebhookMessage.NotFound);
  return { ...toEndpointView(row), secret: openWebhookSecret({ ...row, config: dependencies.config }) };
};
