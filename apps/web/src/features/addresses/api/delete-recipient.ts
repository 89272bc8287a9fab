import type { RecipientListQuery, RecipientPage } from '@shipdeck/domain/addresses/recipient-query.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { recipientKeys } from './address-keys.ts';

export const deleteRecipient = (id: string) =>
  apiRequest<void>(`/recipients/${encodeURIComponent(id)}`, { method: 'DELETE' });

/**
 * Removes the row from the page on screen at once and puts it back if the server
 * refuses; the caller moves to the previous page when the page empties.
 */
export const useDeleteRecipient = (query: RecipientListQuery) => {
  const queryClient = useQueryClient();
  const key = recipientKeys.list(query);
  return useMutation({
    mutationFn: deleteRecipient,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RecipientPage>(key);
      if (previous) {
        queryClient.setQueryData<RecipientPage>(key, {
          content: previous.content.filter((entry) => entry.id !== id),
          pagination: { ...previous.pagination, totalElements: previous.pagination.totalElements - 1 },
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: recipientKeys.all }),
  });
};
