import { ClientFeatureName, isFeatureUsable } from '@shipdeck/domain/features/features';
import { useInit } from '../../../shared/session/get-init.ts';
import { useHasEnabledSubscription } from '../../../shared/session/subscription-status.ts';

/** Spec 3 §6: the BRANDED_EMAILS feature, with a running subscription where the feature comes with one. */
export const useCanBrandEmails = (): boolean => {
  const init = useInit();
  const hasEnabledSubscription = useHasEnabledSubscription();
  return isFeatureUsable(init.features, ClientFeatureName.BrandedEmails, hasEnabledSubscription);
};
