import { type WebhookDelivery, WebhookMessage } from '@shipdeck/domain/webhooks/webhook.schema';
import { notFound } from '../../platform/errors/app-error.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { sendWebhookDeliveryJob } from './send-webhook-delivery.job.ts';
import type { WebhookDependencies } from './webhook-dependencies.ts';
import { toDeliveryView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/**
 * Sends a delivery again (the same event, body and ids, signed anew): it is due at once, with 24 more
 * hours of retries should this attempt fail too.
 */
export const replayWebhookDelivery = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'jobs'> & { webhooks: WebhookDependencies },
  input: { clientId: string; endpointId: string; id: string },
): Promise<WebhookDelivery> =>
  dependencies.db.transaction(async (tx) => {
    const row = await webhooksRepository.restartDelivery(tx, {
      ...input,
      now: dependencies.webhooks.now(),
    });
    if (!row) throw notFound(WebhookMessage.NotFound);
    await dependencies.jobs.enqueue(sendWebhookDeliveryJob, { deliveryId: row.id }, { tx });
    return toDeliveryView(row);
  });
