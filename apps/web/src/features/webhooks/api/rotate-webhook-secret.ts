import type { WebhookEndpointWithSecret } from '@shipdeck/domain/webhooks/webhook.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

export const rotateWebhookSecret = (id: string) =>
  apiRequest<WebhookEndpointWithSecret>(`/webhooks/${encodeURIComponent(id)}/secret`, { method: 'POST' });

/** Replaces the endpoint's secret; the page shows the new one. */
export const useRotateWebhookSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: (endpoint) => queryClient.setQueryData(webhookKeys.detail(endpoint.id), endpoint),
  });
};
