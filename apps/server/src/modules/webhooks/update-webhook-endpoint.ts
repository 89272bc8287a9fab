import {
  type WebhookEndpoint,
  type WebhookEndpointPatch,
  WebhookMessage,
} from '@shipdeck/domain/webhooks/webhook.schema';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors/app-error.ts';
import { assertWebhookUrlAllowed } from './webhook-url-check.ts';
import { toEndpointView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/** Changes an endpoint's address, events or description; a new address is checked as at creation. */
export const updateWebhookEndpoint = async (
  app: FastifyInstance,
  input: { clientId: string; id: string; patch: WebhookEndpointPatch },
): Promise<WebhookEndpoint> => {
  const { url, events, description } = input.patch;
  if (url !== undefined) await assertWebhookUrlAllowed(app, url);
  const row = await webhooksRepository.updateEndpoint(app.database.db, input.clientId, input.id, {
    ...(url !== undefined ? { url } : {}),
    ...(events !== undefined ? { events: [...new Set(events)] } : {}),
    ...(description !== undefined ? { description } : {}),
  });
  if (!row) throw notFound(WebhookMessage.NotFound);
  return toEndpointView(row);
};
