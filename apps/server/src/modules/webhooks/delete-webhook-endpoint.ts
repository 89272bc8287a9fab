import { WebhookMessage } from '@shipdeck/domain/webhooks/webhook.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/** Deletes an endpoint and its delivery log; nothing more is sent to it. */
export const deleteWebhookEndpoint = async (db: Db, input: { clientId: string; id: string }) => {
  if (!(await webhooksRepository.deleteEndpoint(db, input.clientId, input.id)))
    throw notFound(WebhookMessage.NotFound);
};
