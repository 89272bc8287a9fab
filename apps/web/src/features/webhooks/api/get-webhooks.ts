import type { WebhookEndpointList } from '@shipdeck/domain/webhooks/webhook.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

export const getWebhooks = (signal?: AbortSignal) => apiRequest<WebhookEndpointList>('/webhooks', { signal });

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: webhookKeys.lists(), queryFn: ({ signal }) => getWebhooks(signal) });

/** The client's webhook endpoints, oldest first. */
export const useWebhooks = () => useQuery(webhooksQueryOptions());
