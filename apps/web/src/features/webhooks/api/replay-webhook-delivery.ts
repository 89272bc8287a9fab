import type { WebhookDelivery } from '@shipdeck/domain/webhooks/webhook.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

export const replayWebhookDelivery = (input: { endpointId: string; deliveryId: string }) =>
  apiRequest<WebhookDelivery>(
    `/webhooks/${encodeURIComponent(input.endpointId)}/deliveries/${encodeURIComponent(input.deliveryId)}/replay`,
    { method: 'POST' },
  );

/** Sends a delivery again now. */
export const useReplayWebhookDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayWebhookDelivery,
    onSettled: (_delivery, _error, input) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(input.endpointId) }),
  });
};
