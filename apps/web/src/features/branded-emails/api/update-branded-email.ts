import type {
  BrandedEmailContent,
  BrandedEmailImplementation,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { brandedEmailKeys } from './branded-email-keys.ts';

type UpdateInput = { emailType: string; locale: string; content: BrandedEmailContent };

export const updateBrandedEmail = ({ emailType, locale, content }: UpdateInput) =>
  apiRequest<BrandedEmailImplementation>(`/branded-emails/${emailType}/${locale}`, {
    method: 'PUT',
    body: content,
  });

export const useUpdateBrandedEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandedEmail,
    onSuccess: (saved) =>
      queryClient.setQueryData(brandedEmailKeys.detail(saved.emailType, saved.locale), saved),
  });
};
