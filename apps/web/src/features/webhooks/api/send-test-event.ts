import type { WebhookDelivery } from '@shipdeck/domain/webhooks/webhook.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

export const sendTestEvent = (id: string) =>
  apiRequest<WebhookDelivery>(`/webhooks/${encodeURIComponent(id)}/test`, { method: 'POST' });

/** Sends the endpoint a webhook.test event; its delivery shows in the log. */
export const useSendTestEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEvent,
    onSuccess: (_delivery, id) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
};
