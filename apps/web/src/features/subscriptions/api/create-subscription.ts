import type {
  CreateSubscriptionRequest,
  Subscription,
} from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const createSubscription = (body: CreateSubscriptionRequest) =>
  apiRequest<Subscription>('/subscriptions', { method: 'POST', body });
