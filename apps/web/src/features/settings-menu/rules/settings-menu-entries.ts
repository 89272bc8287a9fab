import { ClientFeatureName, needsSubscription } from '@shipdeck/domain/features/feature-names';
import type { Capabilities, ClientFeature } from '@shipdeck/domain/features/features';
import type { PrivatePaths } from '../../../shared/paths.ts';

export type SettingsMenuEntry = {
  id:
    | 'billing'
    | 'your-account'
    | 'privacy'
    | 'shipping-rules'
    | 'addresses'
    | 'volume-discounts'
    | 'parcels'
    | 'products'
    | 'integrations'
    | 'own-contracts'
    | 'branded-emails'
    | 'api-key'
    | 'webhooks'
    | 'archiving';
  to: string;
  /** Padlock: the feature needs a subscription the client does not have. */
  isLocked: boolean;
  /** The 'new' tag (shipping rules only). */
  isNew: boolean;
};

const isFeatureOn = (features: readonly ClientFeature[], name: ClientFeatureName) =>
  features.some((feature) => feature.featureName === name && feature.enabled);

/**
 * The settings menu entries, in order: volume discounts only with its capability; own
 * contracts and branded emails only when the feature is available, locked when it needs a
 * subscription that is not enabled; API key and webhooks only when the user may generate a key.
 */
export const settingsMenuEntries = (input: {
  paths: PrivatePaths;
  features: readonly ClientFeature[];
  capabilities: Capabilities;
  hasEnabledSubscription: boolean;
}): SettingsMenuEntry[] => {
  const { paths, features, capabilities, hasEnabledSubscription } = input;
  const entry = (
    id: SettingsMenuEntry['id'],
    to: string,
    extra: Partial<SettingsMenuEntry> = {},
  ): SettingsMenuEntry => ({
    id,
    to,
    isLocked: false,
    isNew: false,
    ...extra,
  });
  const gated = (id: SettingsMenuEntry['id'], to: string, name: ClientFeatureName) =>
    isFeatureOn(features, name)
      ? [entry(id, to, { isLocked: needsSubscription(features, name, hasEnabledSubscription) })]
      : [];

  return [
    entry('billing', paths.settings.billing),
    entry('your-account', paths.settings.yourAccount),
    entry('privacy', paths.settings.privacy),
    entry('shipping-rules', paths.settings.shippingRules, { isNew: true }),
    entry('addresses', paths.settings.addresses),
    ...(capabilities.volumeDiscounts ? [entry('volume-discounts', paths.settings.volumeDiscounts)] : []),
    entry('parcels', paths.settings.parcels),
    entry('products', paths.settings.products),
    entry('integrations', paths.settings.integrations()),
    ...gated('own-contracts', paths.settings.ownContracts, ClientFeatureName.OwnContract),
    ...gated('branded-emails', paths.settings.brandedEmails, ClientFeatureName.BrandedEmails),
    ...(capabilities.userCanGenerateApiKey
      ? [entry('api-key', paths.settings.apiKey), entry('webhooks', paths.settings.webhooks)]
      : []),
    entry('archiving', paths.settings.archiving),
  ];
};
