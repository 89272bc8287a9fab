import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

export const deleteWebhook = (id: string) =>
  apiRequest<void>(`/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.lists() }),
  });
};
