import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
} from '@shipdeck/domain/webhooks/webhook.schema';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.repository.ts';

export const toEndpointView = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export const toDeliveryView = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  lastError: row.lastError,
  lastAttemptAt: isoOrNull(row.lastAttemptAt),
  // A delivery being sent right now shows no next attempt (its lease is not one).
  nextAttemptAt: row.status === 'PENDING' ? isoOrNull(row.nextAttemptAt) : null,
  createdAt: row.createdAt.toISOString(),
});
