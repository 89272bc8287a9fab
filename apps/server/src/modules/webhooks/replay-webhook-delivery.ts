import { type WebhookDelivery, WebhookMessage } from '@shipdeck/domain/webhooks/webhook.schema';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors/app-error.ts';
import { sendWebhookDeliveryJob } from './send-webhook-delivery.job.ts';
import { toDeliveryView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/**
 * Sends a delivery again (the same event, body and ids, signed anew): it is due at once, with 24 more
 * hours of retries should this attempt fail too.
 */
export const replayWebhookDelivery = async (
  app: FastifyInstance,
  input: { clientId: string; endpointId: string; id: string },
): Promise<WebhookDelivery> =>
  app.database.db.transaction(async (tx) => {
    const row = await webhooksRepository.restartDelivery(tx, {
      ...input,
      now: app.webhookDependencies.now(),
    });
    if (!row) throw notFound(WebhookMessage.NotFound);
    await app.jobs.enqueue(sendWebhookDeliveryJob, { deliveryId: row.id }, { tx });
    return toDeliveryView(row);
  });
