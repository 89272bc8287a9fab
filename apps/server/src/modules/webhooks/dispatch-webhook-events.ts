import { webhookEventOf } from '@shipdeck/domain/webhooks/rules/webhook-event-of';
import type { WebhookEventBody } from '@shipdeck/domain/webhooks/webhook.schema';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { sendWebhookDeliveryJob } from './send-webhook-delivery.job.ts';
import type { WebhookDependencies } from './webhook-dependencies.ts';
import { type NewWebhookDeliveryRow, webhooksRepository } from './webhooks.repository.ts';

const EVENTS_PER_PASS = 500;

type ShipmentPayload = { reference?: unknown; state?: unknown };
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Turns a client's new outbox events into deliveries, a batch per transaction: each event that maps to a
 * webhook event (webhookEventOf) becomes one delivery per endpoint subscribed to it, with its first
 * attempt queued in the same transaction. The cursor moves with them, and a delivery is unique per
 * endpoint and event, so a pass run twice makes nothing twice. Returns how many events it read.
 */
export const dispatchWebhookEvents = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'jobs'> & { webhooks: WebhookDependencies },
  input: { clientId: string },
) => {
  const { clientId } = input;
  let read = 0;
  for (;;) {
    const count = await dependencies.db.transaction(async (tx) => {
      const cursor = await webhooksRepository.lockCursor(tx, clientId);
      if (cursor === undefined) return 0;
      const endpoints = await webhooksRepository.findEndpoints(tx, clientId);
      if (endpoints.length === 0) {
        await webhooksRepository.setCursor(
          tx,
          clientId,
          await webhooksRepository.latestEventId(tx, clientId),
        );
        return 0;
      }
      const events = await webhooksRepository.eventsAfter(tx, {
        clientId,
        afterId: cursor,
        limit: EVENTS_PER_PASS,
      });
      const last = events.at(-1);
      if (!last) return 0;

      const references = events.flatMap(
        (event) => textOf((event.payload as ShipmentPayload).reference) ?? [],
      );
      const known = await webhooksRepository.shipmentStates(tx, clientId, [...new Set(references)]);
      const changed = new Map<string, string | null>();
      const now = dependencies.webhooks.now();
      const deliveries: NewWebhookDeliveryRow[] = [];
      for (const event of events) {
        const payload = event.payload as ShipmentPayload;
        const reference = textOf(payload.reference);
        const state = textOf(payload.state);
        const previousState =
          reference === undefined ? undefined : (changed.get(reference) ?? known.get(reference));
        const type = webhookEventOf({ type: event.type, state, previousState });
        if (reference !== undefined && state !== undefined) changed.set(reference, state);
        if (reference !== undefined && event.type === 'shipment.deleted') changed.set(reference, null);
        if (!type) continue;
        const eventId = `evt_${event.id}`;
        const body: WebhookEventBody = {
          id: eventId,
          type,
          createdAt: new Date(event.createdAt).toISOString(),
          data: event.payload,
        };
        for (const endpoint of endpoints.filter((candidate) => candidate.events.includes(type)))
          deliveries.push({
            clientId,
            endpointId: endpoint.id,
            eventId,
            eventType: type,
            body,
            nextAttemptAt: now,
            startedAt: now,
            // The log lists deliveries in the order of their events.
            createdAt: new Date(event.createdAt),
          });
      }
      const inserted = await webhooksRepository.insertDeliveries(tx, deliveries);
      await dependencies.jobs.enqueueMany(
        sendWebhookDeliveryJob,
        inserted.map(({ id }) => ({ deliveryId: id })),
        { tx },
      );
      await webhooksRepository.saveShipmentStates(tx, clientId, changed);
      await webhooksRepository.setCursor(tx, clientId, last.id);
      return events.length;
    });
    read += count;
    if (count < EVENTS_PER_PASS) return read;
  }
};
