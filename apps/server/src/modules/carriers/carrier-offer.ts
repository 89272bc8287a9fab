import { ClientFeatureName, isFeatureUsable } from '@shipdeck/domain/features/features';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierOffer } from '../../providers/carriers/carrier-provider.ts';
import { findClientFeatures, getClientCapabilities } from '../features/index.ts';
import { findOwnContractOffer } from '../own-contracts/index.ts';
import { hasEnabledSubscription } from '../subscriptions/index.ts';

const premiumPropertiesSchema = z.object({
  carriers: z.union([z.literal('all'), z.array(z.string())]).catch([]),
  excludedCarriers: z.array(z.string()).catch([]),
});

/**
 * What this client may see of the carrier network: the tenant's switches as the client's feature
 * flags and capability flags carry them. Subscription-sourced features (the management fee waiver, own
 * contracts) count only while the client's subscription runs: a lapsed plan hides the contract services.
 */
export const getCarrierOffer = async (db: Db, auth: AuthContext): Promise<CarrierOffer> => {
  const features = await findClientFeatures(db, auth);
  const premium = features.find(
    (feature) => feature.featureName === ClientFeatureName.AvailablePremiumCarriers,
  );
  const properties = premiumPropertiesSchema.parse(premium?.behaviourProperties ?? {});
  const isSubscribed = await hasEnabledSubscription(db, auth.clientId);
  const capabilities = await getClientCapabilities(db, auth);
  return {
    premiumCarriers: premium?.enabled ? properties.carriers : [],
    excludedPremiumCarriers: properties.excludedCarriers,
    showExclusivePrices: isFeatureUsable(features, ClientFeatureName.ShowExclusivePrices, isSubscribed),
    cashOnDelivery: isFeatureUsable(features, ClientFeatureName.CashOnDeliveryServices, isSubscribed),
    skipManagementFee: isFeatureUsable(features, ClientFeatureName.SkipManagementFee, isSubscribed),
    printInStore: capabilities.printInStore,
    ownContracts: isFeatureUsable(features, ClientFeatureName.OwnContract, isSubscribed)
      ? await findOwnContractOffer(db, auth.clientId)
      : [],
  };
};
