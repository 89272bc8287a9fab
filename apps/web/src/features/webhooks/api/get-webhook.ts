import type { WebhookEndpointWithSecret } from '@shipdeck/domain/webhooks/webhook.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

export const getWebhook = (id: string, signal?: AbortSignal) =>
  apiRequest<WebhookEndpointWithSecret>(`/webhooks/${encodeURIComponent(id)}`, { signal });

/** One endpoint with its signing secret, read only once the seller asks to see the secret. */
export const useWebhook = (id: string, isEnabled: boolean) =>
  useQuery({
    queryKey: webhookKeys.detail(id),
    queryFn: ({ signal }) => getWebhook(id, signal),
    enabled: isEnabled,
  });
