import type { SupportUser } from '@shipdeck/domain/support/support.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const getSupportUser = (signal?: AbortSignal) => apiRequest<SupportUser>('/support/user', { signal });

/** Whether the user is VIP (phone support), staff (the console) and a subscriber. */
export const useSupportUser = () =>
  useQuery({ queryKey: supportKeys.user(), queryFn: ({ signal }) => getSupportUser(signal) });
