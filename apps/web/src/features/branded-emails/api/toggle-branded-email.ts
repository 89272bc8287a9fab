import type { BrandedEmailsList } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { brandedEmailKeys } from './branded-email-keys.ts';

type ToggleInput = { emailType: string; active: boolean };

export const toggleBrandedEmail = ({ emailType, active }: ToggleInput) =>
  apiRequest<ToggleInput>(`/branded-emails/${emailType}/active`, { method: 'PUT', body: { active } });

/** The switch flips in the cache only once the server said yes. */
export const useToggleBrandedEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBrandedEmail,
    onSuccess: (saved) =>
      queryClient.setQueryData<BrandedEmailsList>(brandedEmailKeys.list(), (list) =>
        list
          ? {
              ...list,
              emails: list.emails.map((email) =>
                email.emailType === saved.emailType ? { ...email, active: saved.active } : email,
              ),
            }
          : list,
      ),
  });
};
