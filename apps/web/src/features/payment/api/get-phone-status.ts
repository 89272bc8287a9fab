import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

export type PhoneStatus = { active: boolean; verified: boolean; phone: string | null };

export const getPhoneStatus = (signal?: AbortSignal) =>
  apiRequest<PhoneStatus>('/phone-verification/status', { signal });

export const phoneStatusQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.phoneStatus(),
    queryFn: ({ signal }) => getPhoneStatus(signal),
    retry: false,
  });

/** Whether the one-time code is active for this client and whether its phone is verified. */
export const usePhoneStatus = () => useQuery(phoneStatusQueryOptions());
