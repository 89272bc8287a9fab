import type {
  EditSubscriptionRequest,
  Subscription,
} from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const editSubscription = (body: EditSubscriptionRequest) =>
  apiRequest<Subscription>('/subscriptions/current', { method: 'PATCH', body });
