import type { MilestoneSwitch } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { brandedEmailKeys } from './branded-email-keys.ts';

export const updateMilestoneSwitch = ({ milestone, active }: MilestoneSwitch) =>
  apiRequest<MilestoneSwitch>(`/branded-emails/milestones/${milestone}`, { method: 'PUT', body: { active } });

/** The switch moves in the cache once the server saved it. */
export const useUpdateMilestoneSwitch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMilestoneSwitch,
    onSuccess: (saved) =>
      queryClient.setQueryData<MilestoneSwitch[]>(brandedEmailKeys.milestones(), (switches) =>
        switches?.map((entry) => (entry.milestone === saved.milestone ? saved : entry)),
      ),
  });
};
