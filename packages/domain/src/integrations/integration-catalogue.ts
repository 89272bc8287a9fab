import type { ShipmentSource } from '../shipments/sources.ts';
import type { TenantId } from '../tenants/tenants.ts';

/** How a card acts. */
export const IntegrationType = {
  FrontendConfigured: 'FRONTEND_CONFIGURED',
  Module: 'MODULE',
  OnboardingPartner: 'ONBOARDING_PARTNER',
  OnboardingPacklink: 'ONBOARDING_PACKLINK',
} as const;
export type IntegrationType = (typeof IntegrationType)[keyof typeof IntegrationType];

/** How a seller connects: a form whose data is the configuration, an OAuth round trip, or a plugin with the API key. */
export const IntegrationActivation = {
  Form: 'FORM',
  OAuth: 'OAUTH',
  Module: 'MODULE',
  Guide: 'GUIDE',
} as const;
export type IntegrationActivation = (typeof IntegrationActivation)[keyof typeof IntegrationActivation];

export type IntegrationField = {
  /** The key in the configuration's data. */
  name: string;
  kind: 'text' | 'secret' | 'number' | 'select' | 'shop-address';
  /** The choices of a select field. */
  options?: readonly string[];
  /** Amazon's country names no field in its required message. */
  isNamedInError?: boolean;
};

export type CatalogueEntry = {
  alias: string;
  name: string;
  type: IntegrationType;
  activation: IntegrationActivation;
  source: ShipmentSource;
  isMarketplace: boolean;
  fields: readonly IntegrationField[];
  /** The tenants whose sellers see it; every tenant's when absent. */
  tenants?: readonly TenantId[];
};

/** Amazon marketplace countries. */
export const AMAZON_COUNTRIES = [
  'ES',
  'GB',
  'FR',
  'NL',
  'DE',
  'IT',
  'SE',
  'PL',
  'TR',
  'AE',
  'IN',
  'BE',
] as const;
/** Temu regions offered; one region only, so it is preselected. */
export const TEMU_REGIONS = ['EU'] as const;

const marketplace = (
  alias: string,
  name: string,
  source: ShipmentSource,
  activation: IntegrationActivation,
  fields: IntegrationField[] = [],
): CatalogueEntry => ({
  alias,
  name,
  type: IntegrationType.FrontendConfigured,
  activation,
  source,
  isMarketplace: true,
  fields,
});

const pluginModule = (alias: string, name: string, source: ShipmentSource): CatalogueEntry => ({
  alias,
  name,
  type: IntegrationType.Module,
  activation: IntegrationActivation.Module,
  source,
  isMarketplace: false,
  fields: [],
});

const secret = (name: string): IntegrationField => ({ name, kind: 'secret' });

/**
 * The integration catalogue, defined once: the server answers it with each entry's
 * connection and the web app draws its cards and panels from it.
 */
export const INTEGRATION_CATALOGUE: readonly CatalogueEntry[] = [
  marketplace('aliexpress', 'AliExpress', 'ALI', IntegrationActivation.Form, [
    secret('token'),
    secret('api_key'),
    secret('app_secret'),
  ]),
  marketplace('amazon', 'Amazon', 'AMZ', IntegrationActivation.OAuth, [
    { name: 'countryMarketplace', kind: 'select', options: AMAZON_COUNTRIES, isNamedInError: false },
  ]),
  // The marketplace tenant's own marketplace: its sellers connect their Marketbox shop by OAuth.
  { ...marketplace('marketbox', 'Marketbox', 'MBX', IntegrationActivation.OAuth), tenants: ['marketplace'] },
  marketplace('etsy', 'Etsy', 'ETS', IntegrationActivation.OAuth),
  { ...pluginModule('wizishop_module', 'WiziShop', 'WIZ') },
  marketplace('shipengine_discogs', 'Discogs', 'DIS', IntegrationActivation.Form, [secret('api_key')]),
  marketplace('shipengine_tiktok', 'TikTok Shop', 'TIK', IntegrationActivation.OAuth),
  marketplace('shipengine_temu', 'Temu', 'TEM', IntegrationActivation.Form, [
    { name: 'region_id', kind: 'select', options: TEMU_REGIONS },
    secret('api_key'),
  ]),
  marketplace('shipengine_dummy-marketplace', 'Test marketplace', 'DUM', IntegrationActivation.Form, [
    { name: 'username', kind: 'text' },
    secret('password'),
  ]),
  marketplace('shipengine_oauth_dummy', 'OAuth test marketplace', 'OAU', IntegrationActivation.OAuth, [
    { name: 'store_id', kind: 'number' },
  ]),
  marketplace('mirakl_leroy-merlin', 'Leroy Merlin (Mirakl)', 'MIR', IntegrationActivation.Form, [
    { name: 'shop_id', kind: 'text' },
    secret('api_key'),
  ]),
  marketplace('mirakl_carrefour', 'Carrefour (Mirakl)', 'MIR', IntegrationActivation.Form, [
    { name: 'shop_id', kind: 'text' },
    secret('api_key'),
  ]),
  // A WooCommerce store through its REST API (a real connector), beside the WooCommerce plugin module.
  {
    alias: 'woocommerce',
    name: 'WooCommerce (REST API)',
    type: IntegrationType.FrontendConfigured,
    activation: IntegrationActivation.Form,
    source: 'WOO',
    // A shop rather than a marketplace, but its orders are pulled and marked shipped the same way.
    isMarketplace: true,
    fields: [{ name: 'store_url', kind: 'text' }, secret('consumer_key'), secret('consumer_secret')],
  },
  // A Shopify store through its GraphQL Admin API and a custom app's token (a real connector), beside
  // the Shopify plugin's guide.
  {
    alias: 'shopify',
    name: 'Shopify (Admin API)',
    type: IntegrationType.FrontendConfigured,
    activation: IntegrationActivation.Form,
    source: 'SHO',
    isMarketplace: true,
    fields: [{ name: 'shop_url', kind: 'shop-address' }, secret('access_token')],
  },
  {
    alias: 'ebay_partner',
    name: 'eBay',
    type: IntegrationType.OnboardingPartner,
    activation: IntegrationActivation.Guide,
    source: 'EBY',
    isMarketplace: true,
    fields: [],
  },
  pluginModule('bigcommerce_module', 'BigCommerce', 'BIG'),
  pluginModule('ecwid_module', 'Ecwid', 'ECW'),
  pluginModule('magento_module', 'Magento', 'MAG'),
  pluginModule('prestashop_module', 'PrestaShop', 'PRE'),
  pluginModule('shopify_module', 'Shopify', 'SHO'),
  pluginModule('shopware_module', 'Shopware', 'SHW'),
  pluginModule('wix_module', 'Wix', 'WIX'),
  pluginModule('woocommerce_module', 'WooCommerce', 'WOO'),
  pluginModule('zencart_module', 'Zen Cart', 'ZEN'),
];

export const catalogueEntryOf = (alias: string) =>
  INTEGRATION_CATALOGUE.find((entry) => entry.alias === alias);

/** Whether a tenant's sellers are offered an integration (a tenant's own marketplace is for its sellers only). */
export const isOfferedTo = (entry: Pick<CatalogueEntry, 'tenants'>, tenantId: string) =>
  !entry.tenants || (entry.tenants as readonly string[]).includes(tenantId);

/** The catalogue a tenant's sellers see. */
export const catalogueOf = (tenantId: string) =>
  INTEGRATION_CATALOGUE.filter((entry) => isOfferedTo(entry, tenantId));

/** An integration by alias, if the tenant's sellers are offered it. */
export const offeredEntryOf = (alias: string, tenantId: string) => {
  const entry = catalogueEntryOf(alias);
  return entry && isOfferedTo(entry, tenantId) ? entry : undefined;
};

/** The integrations a seller connects through the OAuth start-flow / complete-flow pages. */
export const isOAuthIntegration = (alias: string) =>
  catalogueEntryOf(alias)?.activation === IntegrationActivation.OAuth;

/** What a card's action says. */
export const cardActionOf = (entry: Pick<CatalogueEntry, 'type' | 'alias'>, isConnected: boolean) => {
  if (entry.type === IntegrationType.OnboardingPartner) return 'show-guide' as const;
  if (entry.type === IntegrationType.Module) {
    if (entry.alias === 'wizishop_module') return 'connect-store' as const;
    if (entry.alias === 'shopify_module') return 'show-guide' as const;
    return 'show-key' as const;
  }
  return isConnected ? ('edit' as const) : ('connect-store' as const);
};
export type CardAction = ReturnType<typeof cardActionOf>;
