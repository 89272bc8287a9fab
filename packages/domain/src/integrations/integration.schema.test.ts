import { describe, expect, it } from 'vitest';
import { configurationProblems, shopBaseUrlOf } from './integration.schema.ts';
import {
  cardActionOf,
  catalogueEntryOf,
  catalogueOf,
  INTEGRATION_CATALOGUE,
  offeredEntryOf,
} from './integration-catalogue.ts';

const entry = (alias: string) => catalogueEntryOf(alias)!;

describe('configurationProblems', () => {
  it.each([
    [
      'aliexpress',
      { token: 't', api_key: 'k' },
      [{ field: 'app_secret', messageKey: 'form.error.required' }],
    ],
    ['aliexpress', { token: 't', api_key: 'k', app_secret: 's' }, []],
    ['shipengine_discogs', {}, [{ field: 'api_key', messageKey: 'form.error.required' }]],
    [
      'shipengine_dummy-marketplace',
      { username: ' ', password: 'p' },
      [{ field: 'username', messageKey: 'form.error.required' }],
    ],
    ['shipengine_oauth_dummy', { store_id: 'abc' }, [{ field: 'store_id', messageKey: 'form.error.number' }]],
    ['shipengine_oauth_dummy', { store_id: 1234 }, []],
    ['mirakl_carrefour', { shop_id: '1' }, [{ field: 'api_key', messageKey: 'form.error.required' }]],
    ['shipengine_temu', { region_id: 'EU', api_key: 'k' }, []],
    [
      'shipengine_temu',
      { region_id: 'US', api_key: 'k' },
      [{ field: 'region_id', messageKey: 'form.error.required' }],
    ],
    ['amazon', {}, [{ field: 'countryMarketplace', messageKey: 'form.error.required' }]],
    ['amazon', { countryMarketplace: 'FR' }, []],
    ['shipengine_tiktok', {}, []],
    ['woocommerce_module', {}, []],
    [
      'shopify',
      {},
      [
        { field: 'shop_url', messageKey: 'form.error.required' },
        { field: 'access_token', messageKey: 'form.error.required' },
      ],
    ],
    ['shopify', { shop_url: 'my-store.myshopify.com', access_token: 'shpat_1' }, []],
    ['shopify', { shop_url: 'https://my-store.myshopify.com/', access_token: 'shpat_1' }, []],
    ['shopify', { shop_url: 'http://127.0.0.1:8123', access_token: 'shpat_1' }, []],
    [
      'shopify',
      { shop_url: 'https://my-store.myshopify.com/admin', access_token: 'shpat_1' },
      [{ field: 'shop_url', messageKey: 'integrations.error.shop-address' }],
    ],
    [
      'shopify',
      { shop_url: 'my store', access_token: 'shpat_1' },
      [{ field: 'shop_url', messageKey: 'integrations.error.shop-address' }],
    ],
  ])('%s with %j has problems %j', (alias, data, expected) => {
    expect(configurationProblems(entry(alias), data)).toEqual(expected);
  });
});

describe("a tenant's own marketplace", () => {
  it.each([
    ['marketplace', true],
    ['main', false],
    ['be-carrier', false],
  ])('is in the catalogue of tenant %s: %s', (tenantId, isOffered) => {
    expect(catalogueOf(tenantId).some((entry) => entry.alias === 'marketbox')).toBe(isOffered);
    expect(Boolean(offeredEntryOf('marketbox', tenantId))).toBe(isOffered);
    // Every other integration is offered to every tenant.
    expect(catalogueOf(tenantId).filter((entry) => entry.alias !== 'marketbox')).toHaveLength(
      INTEGRATION_CATALOGUE.length - 1,
    );
  });
});

describe('shopBaseUrlOf', () => {
  it.each([
    ['my-store.myshopify.com', 'https://my-store.myshopify.com'],
    [' https://my-store.myshopify.com/ ', 'https://my-store.myshopify.com'],
    ['HTTP://127.0.0.1:8123', 'HTTP://127.0.0.1:8123'],
  ])('%s is called at %s', (address, base) => {
    expect(shopBaseUrlOf(address)).toBe(base);
  });
});

describe('cardActionOf', () => {
  it.each([
    ['aliexpress', false, 'connect-store'],
    ['aliexpress', true, 'edit'],
    ['ebay_partner', false, 'show-guide'],
    ['wizishop_module', false, 'connect-store'],
    ['shopify_module', false, 'show-guide'],
    ['woocommerce_module', false, 'show-key'],
    ['magento_module', true, 'show-key'],
  ] as const)('%s (connected %s) shows %s', (alias, isConnected, action) => {
    expect(cardActionOf(entry(alias), isConnected)).toBe(action);
  });

  it('lists each alias once', () => {
    const aliases = INTEGRATION_CATALOGUE.map((item) => item.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
  });
});
