import type { Recipient, RecipientValues } from '@shipdeck/domain/addresses/address.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { recipientKeys } from './address-keys.ts';

export const updateRecipient = ({ id, values }: { id: string; values: RecipientValues }) =>
  apiRequest<Recipient>(`/recipients/${encodeURIComponent(id)}`, { method: 'PUT', body: values });

export const useUpdateRecipient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.all }),
  });
};
