import type {
  WebhookEndpointInput,
  WebhookEndpointWithSecret,
} from '@shipdeck/domain/webhooks/webhook.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

export const createWebhook = (body: WebhookEndpointInput) =>
  apiRequest<WebhookEndpointWithSecret>('/webhooks', { method: 'POST', body });

/** Saves an endpoint; its secret, in the answer, is shown at once. */
export const useCreateWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: (endpoint) => {
      queryClient.setQueryData(webhookKeys.detail(endpoint.id), endpoint);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.lists() });
    },
  });
};
