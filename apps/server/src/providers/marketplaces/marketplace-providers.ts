import { catalogueEntryOf } from '@shipdeck/domain/integrations/integration-catalogue';
import type { MarketplaceProvider } from './marketplace-provider.ts';
import { sandboxMarketplaceProvider } from './sandbox/sandbox-marketplace-provider.ts';
import { shopifyProvider } from './shopify/shopify-provider.ts';
import { wooCommerceProvider } from './woocommerce/woocommerce-provider.ts';

/**
 * The provider behind a marketplace integration, or null for integrations that are not marketplaces
 * (plugin modules push their orders through the API). WooCommerce's REST API and Shopify's GraphQL
 * Admin API have real connectors; every other marketplace runs on the sandbox until its connector is written.
 */
export const marketplaceProviderFor = (integration: string): MarketplaceProvider | null => {
  if (integration === 'woocommerce') return wooCommerceProvider;
  if (integration === 'shopify') return shopifyProvider;
  return catalogueEntryOf(integration)?.isMarketplace ? sandboxMarketplaceProvider : null;
};
