import type { WebhookDeliveryList } from '@shipdeck/domain/webhooks/webhook.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

/** While a delivery waits for its first attempt or a retry, the log looks again this often… */
const PENDING_REFRESH_MS = 2000;
/** …and otherwise this often, for the deliveries of new events. */
const IDLE_REFRESH_MS = 15_000;

export const getWebhookDeliveries = (id: string, signal?: AbortSignal) =>
  apiRequest<WebhookDeliveryList>(`/webhooks/${encodeURIComponent(id)}/deliveries`, { signal });

/** The endpoint's delivery log, newest first; refreshed while the page shows it. */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => getWebhookDeliveries(id, signal),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'PENDING')
        ? PENDING_REFRESH_MS
        : IDLE_REFRESH_MS,
  });
