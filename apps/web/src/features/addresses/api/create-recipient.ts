import type { Recipient, RecipientValues } from '@shipdeck/domain/addresses/address.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { recipientKeys } from './address-keys.ts';

export const createRecipient = (body: RecipientValues) =>
  apiRequest<Recipient>('/recipients', { method: 'POST', body });

export const useCreateRecipient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.all }),
  });
};
