// The names and rules of client features without their schemas, so a screen that only checks a feature
// does not load zod (features.ts re-exports all of it).
import type { ClientFeature } from './features.ts';

/** Client features: named features and the three tenant-derived flags. */
export const ClientFeatureName = {
  VipSupport: 'VIP_SUPPORT',
  SkipManagementFee: 'SKIP_MANAGEMENT_FEE',
  BrandedEmails: 'BRANDED_EMAILS',
  OwnContract: 'OWN_CONTRACT',
  UserAnalytics: 'USER_ANALYTICS',
  AvailablePremiumCarriers: 'AvailablePremiumCarriers',
  ShowExclusivePrices: 'ShowExclusivePrices',
  CashOnDeliveryServices: 'CashOnDeliveryServices',
} as const;
export type ClientFeatureName = (typeof ClientFeatureName)[keyof typeof ClientFeatureName];

/**
 * Where a feature comes from. `subscription` features are usable only with an enabled
 * subscription; the others are usable when enabled.
 */
export const FeatureSource = {
  Subscription: 'subscription',
  Tenant: 'tenant',
  Client: 'client',
  Default: 'default',
} as const;
export type FeatureSource = (typeof FeatureSource)[keyof typeof FeatureSource];

/**
 * A feature is usable when enabled and, if its source is the subscription, only with
 * an enabled (active or cancelled-but-running) subscription.
 */
export const isFeatureUsable = (
  features: readonly ClientFeature[],
  featureName: ClientFeatureName,
  hasEnabledSubscription: boolean,
): boolean => {
  const feature = features.find((f) => f.featureName === featureName);
  if (!feature?.enabled) return false;
  return feature.source !== FeatureSource.Subscription || hasEnabledSubscription;
};

/** Settings menu: a padlock when the feature needs a subscription that is not enabled. */
export const needsSubscription = (
  features: readonly ClientFeature[],
  featureName: ClientFeatureName,
  hasEnabledSubscription: boolean,
): boolean => {
  const feature = features.find((f) => f.featureName === featureName);
  return Boolean(
    feature?.enabled && feature.source === FeatureSource.Subscription && !hasEnabledSubscription,
  );
};
