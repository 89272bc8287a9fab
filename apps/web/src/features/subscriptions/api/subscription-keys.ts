import { currentSubscriptionKey } from '../../../shared/session/subscription-status.ts';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  current: () => currentSubscriptionKey,
  plans: () => ['subscriptions', 'plans'] as const,
  price: (planCode: string) => ['subscriptions', 'plans', planCode, 'price'] as const,
  retention: () => ['subscriptions', 'current', 'retention-discount'] as const,
};
