/** The subscriptions module's door: other code reaches it only through what is exported here. */
export { hasEnabledSubscription } from './get-current-subscription.ts';
export { subscriptionChargeTransactions } from './subscription-charge-transactions.ts';
export { type SubscriptionsProviders, subscriptionsRoutes } from './subscriptions.routes.ts';
