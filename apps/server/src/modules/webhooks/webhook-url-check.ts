import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/errors/app-error.ts';
import { resolveWebhookTarget } from './webhook-target.ts';

/** Refuses (400, field `url`) an address a delivery may not go to, by its text and its DNS answers. */
export const assertWebhookUrlAllowed = async (app: FastifyInstance, url: string) => {
  const target = await resolveWebhookTarget({
    url,
    allowPrivateTargets: app.config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    lookup: app.webhookDependencies.lookup,
  });
  if (!target.isAllowed)
    throw badRequest({ code: 'InvalidFormatField', messageKey: target.messageKey, field: 'url' });
};
