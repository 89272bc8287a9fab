import type {
  CancelSubscriptionRequest,
  RetentionEligibility,
  Subscription,
} from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { apiRequest } from '../../../shared/api/api-client.ts';

export const getRetentionEligibility = () =>
  apiRequest<RetentionEligibility>('/subscriptions/current/retention-discount');

export const applyRetentionDiscount = (body: CancelSubscriptionRequest) =>
  apiRequest<Subscription>('/subscriptions/current/retention-discount', { method: 'POST', body });
