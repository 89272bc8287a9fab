import type {
  CancelSubscriptionRequest,
  Subscription,
} from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const cancelSubscription = (body: CancelSubscriptionRequest) =>
  apiRequest<Subscription>('/subscriptions/current/cancel', { method: 'POST', body });
