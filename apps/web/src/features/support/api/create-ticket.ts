import type { CreateTicketRequest } from '@shipdeck/domain/support/support.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const createTicket = (body: CreateTicketRequest) =>
  apiRequest<{ id: string; externalReference: string }>('/support/tickets', { method: 'POST', body });

export const useCreateTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
};
