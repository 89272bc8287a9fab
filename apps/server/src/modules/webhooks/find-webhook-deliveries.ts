import {
  WEBHOOK_DELIVERIES_SHOWN,
  type WebhookDeliveryList,
  WebhookMessage,
} from '@shipdeck/domain/webhooks/webhook.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { toDeliveryView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/** The endpoint's delivery log: its newest deliveries first. */
export const findWebhookDeliveries = async (
  db: Db,
  input: { clientId: string; endpointId: string },
): Promise<WebhookDeliveryList> => {
  if (!(await webhooksRepository.findEndpoint(db, input.clientId, input.endpointId)))
    throw notFound(WebhookMessage.NotFound);
  const rows = await webhooksRepository.findDeliveries(db, { ...input, limit: WEBHOOK_DELIVERIES_SHOWN });
  return { deliveries: rows.map(toDeliveryView) };
};
