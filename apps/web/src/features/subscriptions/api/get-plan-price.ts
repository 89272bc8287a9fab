import type { PlanPrice } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { subscriptionKeys } from './subscription-keys.ts';

/** The plan's first billing for this client (its invoicing country's VAT); refetched after an edit. */
export const usePlanPrice = (planCode: string) =>
  useQuery({
    queryKey: subscriptionKeys.price(planCode),
    queryFn: ({ signal }) =>
      apiRequest<PlanPrice>(`/subscriptions/plans/${encodeURIComponent(planCode)}/price`, { signal }),
  });
