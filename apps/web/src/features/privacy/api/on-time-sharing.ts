import type { OnTimeSharing } from '@shipdeck/domain/carriers/on-time-sharing.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { serviceChoiceKeys } from '../../service-choice/index.ts';

const sharingKey = ['on-time-sharing'] as const;

/** Whether the client shares its delivery data for the all-clients on-time score. */
export const useOnTimeSharing = () =>
  useQuery({
    queryKey: sharingKey,
    queryFn: ({ signal }) => apiRequest<OnTimeSharing>('/on-time/sharing', { signal }),
  });

/** PUT /on-time/sharing; the service lists are asked again, as their scores change with it. */
export const useSetOnTimeSharing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnTimeSharing) =>
      apiRequest<OnTimeSharing>('/on-time/sharing', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(sharingKey, saved);
      void queryClient.invalidateQueries({ queryKey: serviceChoiceKeys.all });
    },
  });
};
