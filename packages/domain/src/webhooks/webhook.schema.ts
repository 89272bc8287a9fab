import { z } from 'zod';

/** What a webhook endpoint can subscribe to; each delivery's body names one of these in `type`. */
export const WebhookEventType = {
  ShipmentCreated: 'shipment.created',
  ShipmentUpdated: 'shipment.updated',
  ShipmentDeleted: 'shipment.deleted',
  LabelCreated: 'label.created',
  LabelFailed: 'label.failed',
  TrackingUpdated: 'tracking.updated',
  InvoiceAvailable: 'invoice.available',
  InvoiceIssued: 'invoice.issued',
} as const;
export type WebhookEventType = (typeof WebhookEventType)[keyof typeof WebhookEventType];
export const WEBHOOK_EVENT_TYPES = Object.values(WebhookEventType) as [
  WebhookEventType,
  ...WebhookEventType[],
];

/** The test event the page's "send a test event" sends; no endpoint subscribes to it, every one can get it. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** Endpoints a client may have. */
export const WEBHOOK_ENDPOINTS_MAX = 5;
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** Deliveries the log shows, newest first. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;

/** The header that carries the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'shipdeck-signature';

/** Message keys of the webhook calls. */
export const WebhookMessage = {
  UrlInvalid: 'webhooks.error.url-invalid',
  HttpsOnly: 'webhooks.error.https-only',
  PrivateAddress: 'webhooks.error.private-address',
  /** The host name has no address (at save); at send, the attempt fails and is retried. */
  Unresolvable: 'webhooks.error.unresolvable',
  Limit: 'webhooks.error.limit',
  NotFound: 'webhooks.error.not-found',
} as const;

export const webhookEndpointInputSchema = z.object({
  url: z.string().trim().min(1).max(WEBHOOK_URL_MAX_LENGTH),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length),
  description: z.string().trim().max(200).optional(),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

export const webhookEndpointPatchSchema = webhookEndpointInputSchema.partial();
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatchSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** One endpoint with its signing secret (creation, rotation, and "show secret"). */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  /** `whsec_` and 32 random bytes: the HMAC key of every delivery's signature. */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

export const WebhookDeliveryStatus = {
  /** Waiting for its first attempt or for a retry at `nextAttemptAt`. */
  Pending: 'PENDING',
  Succeeded: 'SUCCEEDED',
  /** Gave up: 24 hours of retries, or the address is refused. */
  Failed: 'FAILED',
} as const;
export type WebhookDeliveryStatus = (typeof WebhookDeliveryStatus)[keyof typeof WebhookDeliveryStatus];

export const webhookDeliverySchema = z.object({
  id: z.string().uuid(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum([
    WebhookDeliveryStatus.Pending,
    WebhookDeliveryStatus.Succeeded,
    WebhookDeliveryStatus.Failed,
  ]),
  attempts: z.number().int(),
  /** The HTTP status of the last answer; null when none came (refused, timed out, no connection). */
  responseStatus: z.number().int().nullable(),
  /** A message key or a short network error of the last attempt, when it failed. */
  lastError: z.string().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/** The JSON body of every delivery. */
export type WebhookEventBody = { id: string; type: string; createdAt: string; data: unknown };
