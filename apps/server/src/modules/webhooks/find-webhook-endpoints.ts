import type { WebhookEndpointList } from '@shipdeck/domain/webhooks/webhook.schema';
import type { Db } from '../../platform/db/database.ts';
import { toEndpointView } from './webhook-views.ts';
import { webhooksRepository } from './webhooks.repository.ts';

export const findWebhookEndpoints = async (
  db: Db,
  input: { clientId: string },
): Promise<WebhookEndpointList> => ({
  endpoints: (await webhooksRepository.findEndpoints(db, input.clientId)).map(toEndpointView),
});
