import { catalogueEntryOf } from '@shipdeck/domain/integrations/integration-catalogue';
import type { MarketplaceProvider } from './marketplace-provider.ts';
import { sandboxMarketplaceProvider } from './sandbox/sandbox-marketplace-provider.ts';

/**
 * The provider behind a marketplace integration, or null for integrations that are not marketplaces
 * (plugin modules push their orders through the API). Every marketplace runs on the sandbox here;
 * a real connector takes its alias's place when one is written.
 */
export const marketplaceProviderFor = (integration: string): MarketplaceProvider | null =>
  catalogueEntryOf(integration)?.isMarketplace ? sandboxMarketplaceProvider : null;
