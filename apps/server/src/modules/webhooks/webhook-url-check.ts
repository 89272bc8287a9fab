import { badRequest } from '../../platform/errors/app-error.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import type { WebhookDependencies } from './webhook-dependencies.ts';
import { resolveWebhookTarget } from './webhook-target.ts';

/** Refuses (400, field `url`) an address a delivery may not go to, by its text and its DNS answers. */
export const assertWebhookUrlAllowed = async (
  dependencies: Pick<PlatformDependencies, 'config'> & { webhooks: WebhookDependencies },
  url: string,
) => {
  const target = await resolveWebhookTarget({
    url,
    allowPrivateTargets: dependencies.config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    lookup: dependencies.webhooks.lookup,
  });
  if (!target.isAllowed)
    throw badRequest({ code: 'InvalidFormatField', messageKey: target.messageKey, field: 'url' });
};
