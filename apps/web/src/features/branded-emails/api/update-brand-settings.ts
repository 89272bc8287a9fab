import type {
  BrandedEmailsList,
  BrandSettings,
  BrandSettingsRequest,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { brandedEmailKeys } from './branded-email-keys.ts';

export const updateBrandSettings = (settings: BrandSettingsRequest) =>
  apiRequest<BrandSettings>('/branded-emails/brand-settings', { method: 'PUT', body: settings });

export const useUpdateBrandSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandSettings,
    onSuccess: (saved) =>
      queryClient.setQueryData<BrandedEmailsList>(brandedEmailKeys.list(), (list) =>
        list ? { ...list, brandedSettings: saved } : list,
      ),
  });
};
