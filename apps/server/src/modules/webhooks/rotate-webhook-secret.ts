import { type WebhookEndpointWithSecret, WebhookMessage } from '@shipdeck/domain/webhooks/webhook.schema';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors/app-error.ts';
import { newWebhookSecret } from './webhook-secret.ts';
import { toEndpointView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/** Replaces an endpoint's signing secret; every attempt from now on is signed with the new one. */
export const rotateWebhookSecret = async (
  app: FastifyInstance,
  input: { clientId: string; id: string },
): Promise<WebhookEndpointWithSecret> => {
  const { secret, secretCiphertext } = newWebhookSecret({ clientId: input.clientId, config: app.config });
  const row = await webhooksRepository.updateEndpoint(app.database.db, input.clientId, input.id, {
    secretCiphertext,
  });
  if (!row) throw notFound(WebhookMessage.NotFound);
  return { ...toEndpointView(row), secret };
};
