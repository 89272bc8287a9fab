import type {
  ArchiveSettings,
  ArchiveSettingsRequest,
} from '@shipdeck/domain/archiving/archive-settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { archiveKeys } from './archive-keys.ts';

export const updateArchiveSettings = (values: ArchiveSettingsRequest) =>
  apiRequest<ArchiveSettings>('/archive-settings', { method: 'PUT', body: values });

export const useUpdateArchiveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArchiveSettings,
    onSuccess: (saved) => queryClient.setQueryData(archiveKeys.all, saved),
  });
};
