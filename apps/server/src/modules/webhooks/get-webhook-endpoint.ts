import { type WebhookEndpointWithSecret, WebhookMessage } from '@shipdeck/domain/webhooks/webhook.schema';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors/app-error.ts';
import { openWebhookSecret } from './webhook-secret.ts';
import { toEndpointView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/** One endpoint of the client with its signing secret; another client's id is 404. */
export const getWebhookEndpoint = async (
  app: FastifyInstance,
  input: { clientId: string; id: string },
): Promise<WebhookEndpointWithSecret> => {
  const row = await webhooksRepository.findEndpoint(app.database.db, input.clientId, input.id);
  if (!row) throw notFound(WebhookMessage.NotFound);
  return { ...toEndpointView(row), secret: openWebhookSecret({ ...row, config: app.config }) };
};
