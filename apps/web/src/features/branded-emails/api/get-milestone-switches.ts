import type { MilestoneSwitch } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { brandedEmailKeys } from './branded-email-keys.ts';

export const getMilestoneSwitches = (signal?: AbortSignal) =>
  apiRequest<MilestoneSwitch[]>('/branded-emails/milestones', { signal });

export const milestoneSwitchesQueryOptions = () =>
  queryOptions({
    queryKey: brandedEmailKeys.milestones(),
    queryFn: ({ signal }) => getMilestoneSwitches(signal),
  });

/** The tracking milestones buyers can be mailed about, each with its switch. */
export const useMilestoneSwitches = () => useQuery(milestoneSwitchesQueryOptions());
