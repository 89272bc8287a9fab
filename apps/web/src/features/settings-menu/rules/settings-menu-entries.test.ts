import {
  type Capabilities,
  type ClientFeature,
  defaultCapabilities,
  defaultClientFeatures,
} from '@shipdeck/domain/features/features';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import { describe, expect, it } from 'vitest';
import { privatePaths } from '../../../shared/paths.ts';
import { settingsMenuEntries } from './settings-menu-entries.ts';

const main = getTenant('main')!;
const paths = privatePaths('/private');

const entriesFor = (
  options: {
    features?: ClientFeature[];
    capabilities?: Partial<Capabilities>;
    hasEnabledSubscription?: boolean;
  } = {},
) =>
  settingsMenuEntries({
    paths,
    features: options.features ?? defaultClientFeatures(main),
    capabilities: { ...defaultCapabilities(main), ...options.capabilities },
    hasEnabledSubscription: options.hasEnabledSubscription ?? false,
  });

const feature = (
  featureName: 'OWN_CONTRACT' | 'BRANDED_EMAILS',
  source: ClientFeature['source'],
  enabled: boolean,
) => ({
  featureName,
  source,
  enabled,
  behaviourProperties: {},
});

describe('settings menu entries', () => {
  it('lists the entries in menu order, billing first and archiving last, shipping rules tagged new', () => {
    const entries = entriesFor({ hasEnabledSubscription: true });
    expect(entries.map((entry) => entry.id)).toEqual([
      'billing',
      'your-account',
      'privacy',
      'shipping-rules',
      'addresses',
      'volume-discounts',
      'parcels',
      'products',
      'integrations',
      'own-contracts',
      'branded-emails',
      'api-key',
      'webhooks',
      'archiving',
    ]);
    expect(entries.filter((entry) => entry.isNew).map((entry) => entry.id)).toEqual(['shipping-rules']);
    expect(entries.find((entry) => entry.id === 'billing')?.to).toBe(
      '/private/settings/billing/transactions',
    );
  });

  it.each([
    ['volume discounts capability off', { capabilities: { volumeDiscounts: false } }, 'volume-discounts'],
    ['API key not allowed', { capabilities: { userCanGenerateApiKey: false } }, 'api-key'],
    ['API key not allowed (webhooks)', { capabilities: { userCanGenerateApiKey: false } }, 'webhooks'],
  ])('hides an entry when %s', (_label, options, hidden) => {
    expect(entriesFor(options).map((entry) => entry.id)).not.toContain(hidden);
  });

  it.each([
    // [source, enabled, subscription, shown, locked]
    ['subscription', true, false, true, true],
    ['subscription', true, true, true, false],
    ['tenant', true, false, true, false],
    ['client', false, false, false, false],
    ['subscription', false, false, false, false],
  ] as const)(
    'a %s feature enabled=%s with subscription=%s: shown %s, padlock %s',
    (source, enabled, hasSub, shown, locked) => {
      const entries = entriesFor({
        features: [feature('OWN_CONTRACT', source, enabled), feature('BRANDED_EMAILS', source, enabled)],
        hasEnabledSubscription: hasSub,
      });
      for (const id of ['own-contracts', 'branded-emails'] as const) {
        const entry = entries.find((candidate) => candidate.id === id);
        expect(Boolean(entry)).toBe(shown);
        if (entry) expect(entry.isLocked).toBe(locked);
      }
    },
  );
});
