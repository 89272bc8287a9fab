import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookDelivery,
  type WebhookEventBody,
  WebhookMessage,
} from '@shipdeck/domain/webhooks/webhook.schema';
import { notFound } from '../../platform/errors/app-error.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { sendWebhookDeliveryJob } from './send-webhook-delivery.job.ts';
import type { WebhookDependencies } from './webhook-dependencies.ts';
import { toDeliveryView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/** Sends the endpoint a `webhook.test` event, delivered, signed, logged and retried like any other. */
export const createTestDelivery = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'jobs'> & { webhooks: WebhookDependencies },
  input: { clientId: string; endpointId: string },
): Promise<WebhookDelivery> =>
  dependencies.db.transaction(async (tx) => {
    if (!(await webhooksRepository.findEndpoint(tx, input.clientId, input.endpointId)))
      throw notFound(WebhookMessage.NotFound);
    const now = dependencies.webhooks.now();
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
    await dependencies.jobs.enqueue(sendWebhookDeliveryJob, { deliveryId: inserted!.id }, { tx });
    return toDeliveryView(inserted!);
  });
