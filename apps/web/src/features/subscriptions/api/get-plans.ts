import type { Plan } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { subscriptionKeys } from './subscription-keys.ts';

export const usePlans = () =>
  useQuery({
    queryKey: subscriptionKeys.plans(),
    queryFn: ({ signal }) => apiRequest<Plan[]>('/subscriptions/plans', { signal }),
  });
