import type { SendMessageRequest } from '@shipdeck/domain/support/support.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const sendMessage = (input: { ticketId: string; body: SendMessageRequest; isStaff?: boolean }) =>
  apiRequest<{ id: string }>(
    `/support/${input.isStaff ? 'staff/' : ''}tickets/${encodeURIComponent(input.ticketId)}/messages`,
    { method: 'POST', body: input.body },
  );

export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
};
