import { ClientFeatureName, FeatureSource, isFeatureUsable } from '@shipdeck/domain/features/features';
import { useQuery } from '@tanstack/react-query';
import { useInit } from '../../../shared/session/get-init.ts';
import { currentSubscriptionQueryOptions } from '../../../shared/session/subscription-status.ts';

/**
 * The BRANDED_EMAILS feature, with a running subscription where the feature comes with one.
 * While that subscription is still being read the answer is not known yet (`isChecking`), so a paying
 * seller never sees the upgrade notice flash.
 */
export const useBrandedEmailsAccess = (): { canBrand: boolean; isChecking: boolean } => {
  const init = useInit();
  const subscription = useQuery(currentSubscriptionQueryOptions());
  const feature = init.features.find(
    (candidate) => candidate.featureName === ClientFeatureName.BrandedEmails,
  );
  const hasEnabledSubscription =
    subscription.data?.state === 'active' || subscription.data?.state === 'canceled';
  return {
    canBrand: isFeatureUsable(init.features, ClientFeatureName.BrandedEmails, hasEnabledSubscription),
    isChecking: Boolean(
      feature?.enabled && feature.source === FeatureSource.Subscription && subscription.isPending,
    ),
  };
};
