import { describe, expect, it } from 'vitest';
import { getTenant, type TenantId } from '../tenants/tenants.ts';
import {
  CLIENT_FEATURE_NAMES,
  type ClientFeature,
  defaultCapabilities,
  defaultClientFeatures,
  FeatureSource,
  isFeatureUsable,
  needsSubscription,
} from './features.ts';

const tenant = (id: TenantId) => getTenant(id)!;
const feature = (source: ClientFeature['source'], enabled: boolean): ClientFeature[] => [
  { featureName: 'OWN_CONTRACT', source, enabled, behaviourProperties: {} },
];

describe('client features', () => {
  it('lists every named feature and flag once for every tenant', () => {
    for (const id of ['main', 'be-carrier', 'es-postal', 'marketplace', 'payments'] as const) {
      const names = defaultClientFeatures(tenant(id)).map((f) => f.featureName);
      expect(names.sort()).toEqual([...CLIENT_FEATURE_NAMES].sort());
    }
  });

  it.each([
    ['main', FeatureSource.Subscription, true, true, true],
    ['be-carrier', FeatureSource.Tenant, false, false, false],
    ['es-postal', FeatureSource.Tenant, true, true, false],
    ['marketplace', FeatureSource.Subscription, false, false, true],
  ] as const)(
    'tenant %s: subscription features from %s, exclusive prices %s, cash on delivery %s, subscriptions %s',
    (id, source, exclusive, cod, subscriptions) => {
      const features = defaultClientFeatures(tenant(id));
      const byName = Object.fromEntries(features.map((f) => [f.featureName, f]));
      expect(byName.BRANDED_EMAILS?.source).toBe(source);
      expect(byName.ShowExclusivePrices?.enabled).toBe(exclusive);
      expect(byName.CashOnDeliveryServices?.enabled).toBe(cod);
      expect(defaultCapabilities(tenant(id)).subscriptionsEnabled).toBe(subscriptions);
    },
  );

  it('carries the excluded premium carriers of the marketplace tenant', () => {
    const premium = defaultClientFeatures(tenant('marketplace')).find(
      (f) => f.featureName === 'AvailablePremiumCarriers',
    );
    expect(premium?.behaviourProperties).toEqual({ carriers: 'all', excludedCarriers: ['ups', 'colissimo'] });
  });

  it('hides the support widget on the Belgian carrier tenant only', () => {
    expect(defaultCapabilities(tenant('be-carrier')).supportWidgetEnabled).toBe(false);
    expect(defaultCapabilities(tenant('main')).supportWidgetEnabled).toBe(true);
  });

  it.each([
    ['subscription', true, true, true, false],
    ['subscription', true, false, false, true],
    ['subscription', false, true, false, false],
    ['tenant', true, false, true, false],
    ['client', true, false, true, false],
    ['tenant', false, true, false, false],
  ] as const)(
    'a %s feature enabled=%s with subscription=%s is usable=%s, padlocked=%s',
    (source, enabled, subscribed, usable, padlock) => {
      expect(isFeatureUsable(feature(source, enabled), 'OWN_CONTRACT', subscribed)).toBe(usable);
      expect(needsSubscription(feature(source, enabled), 'OWN_CONTRACT', subscribed)).toBe(padlock);
    },
  );

  it('treats a missing feature as unusable', () => {
    expect(isFeatureUsable([], 'VIP_SUPPORT', true)).toBe(false);
  });
});
