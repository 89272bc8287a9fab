import {
  nextWebhookAttemptAt,
  WEBHOOK_RETRY_WINDOW_MS,
} from '@shipdeck/domain/webhooks/rules/webhook-backoff';
import { signWebhook } from '@shipdeck/domain/webhooks/rules/webhook-signature';
import { WEBHOOK_SIGNATURE_HEADER } from '@shipdeck/domain/webhooks/webhook.schema';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { postWebhook } from './post-webhook.ts';
import type { WebhookDependencies } from './webhook-dependencies.ts';
import { openWebhookSecret } from './webhook-secret.ts';
import { resolveWebhookTarget } from './webhook-target.ts';
import { webhooksRepository } from './webhooks.repository.ts';

/** How long one attempt holds its delivery: past it (the process died) the retry sweep tries again. */
const ATTEMPT_LEASE_MS = 5 * 60 * 1000;

/**
 * Makes one attempt of a due delivery: checks the address again (DNS included), signs the body with the
 * endpoint's secret and the time, POSTs it to the checked address. A 2xx answer delivers it; any other
 * outcome schedules the next attempt on the backoff schedule, or fails the delivery once 24 hours are
 * over. An address that is refused fails it at once: retrying a forbidden target helps nobody.
 * A delivery not due (already sent, or taken by another attempt) is left alone.
 */
export const sendWebhookDelivery = async (
  dependencies: Pick<PlatformDependencies, 'config' | 'database'> & { webhooks: WebhookDependencies },
  input: { deliveryId: string },
) => {
  const { db } = dependencies.database;
  const { now, lookup } = dependencies.webhooks;
  const delivery = await webhooksRepository.claimDue(db, {
    id: input.deliveryId,
    now: now(),
    leaseMs: ATTEMPT_LEASE_MS,
  });
  if (!delivery) return;
  const endpoint = await webhooksRepository.findEndpoint(db, delivery.clientId, delivery.endpointId);
  if (!endpoint) return;
  // Attempts that never finished (their process died each time) have no say in the schedule: past its
  // 24 hours and a lease, the delivery fails rather than being taken again forever.
  if (now().getTime() > delivery.startedAt.getTime() + WEBHOOK_RETRY_WINDOW_MS + ATTEMPT_LEASE_MS) {
    await webhooksRepository.recordAttempt(db, delivery.id, {
      status: 'FAILED',
      responseStatus: null,
      lastError: 'timeout',
      lastAttemptAt: now(),
      nextAttemptAt: null,
    });
    return;
  }

  const target = await resolveWebhookTarget({
    url: endpoint.url,
    allowPrivateTargets: dependencies.config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    lookup,
  });
  let outcome: { responseStatus: number | null; error: string | null };
  if (target.isAllowed) {
    const body = JSON.stringify(delivery.body);
    const secret = openWebhookSecret({ ...endpoint, config: dependencies.config });
    const timestamp = Math.floor(now().getTime() / 1000);
    const answer = await postWebhook({
      url: target.url,
      address: target.address,
      family: target.family,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Shipdeck-Webhooks/1.0',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook({ secret, timestamp, body }),
        'shipdeck-event-id': delivery.eventId,
        'shipdeck-delivery-id': delivery.id,
      },
    });
    outcome = 'error' in answer ? answer : { ...answer, error: null };
  } else {
    outcome = { responseStatus: null, error: target.messageKey };
  }

  const attemptedAt = now();
  const isDelivered =
    outcome.responseStatus !== null && outcome.responseStatus >= 200 && outcome.responseStatus < 300;
  const isRefused = !target.isAllowed && !target.isUnresolved;
  const next =
    isDelivered || isRefused
      ? null
      : nextWebhookAttemptAt({
          startedAt: delivery.startedAt,
          attempts: delivery.attempts + 1,
          now: attemptedAt,
        });
  await webhooksRepository.recordAttempt(db, delivery.id, {
    status: isDelivered ? 'SUCCEEDED' : next ? 'PENDING' : 'FAILED',
    responseStatus: outcome.responseStatus,
    lastError: isDelivered ? null : (outcome.error ?? `HTTP ${outcome.responseStatus}`),
    lastAttemptAt: attemptedAt,
    nextAttemptAt: next,
  });
};
