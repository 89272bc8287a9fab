import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookDelivery,
  type WebhookEventBody,
  WebhookMessage,
} from '@shipdeck/domain/webhooks/webhook.schema';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors/app-error.ts';
import { sendWebhookDeliveryJob } from './send-webhook-delivery.job.ts';
import { toDeliveryView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/** Sends the endpoint a `webhook.test` event, delivered, signed, logged and retried like any other. */
export const createTestDelivery = async (
  app: FastifyInstance,
  input: { clientId: string; endpointId: string },
): Promise<WebhookDelivery> =>
  app.database.db.transaction(async (tx) => {
    if (!(await webhooksRepository.findEndpoint(tx, input.clientId, input.endpointId)))
      throw notFound(WebhookMessage.NotFound);
    const now = app.webhookDependencies.now();
    const eventId = `evt_test_${randomUUID()}`;
    const body: WebhookEventBody = {
      id: eventId,
      type: WEBHOOK_TEST_EVENT_TYPE,
      createdAt: now.toISOString(),
      data: { message: 'A test event from Shipdeck' },
    };
    const [inserted] = await webhooksRepository.insertDeliveries(tx, [
      {
        clientId: input.clientId,
        endpointId: input.endpointId,
        eventId,
        eventType: WEBHOOK_TEST_EVENT_TYPE,
        body,
        nextAttemptAt: now,
        startedAt: now,
        createdAt: now,
      },
    ]);
    await app.jobs.enqueue(sendWebhookDeliveryJob, { deliveryId: inserted!.id }, { tx });
    return toDeliveryView(inserted!);
  });
