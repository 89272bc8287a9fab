import { describe, expect, it } from 'vitest';
import { resolveRedirect } from './redirects.ts';

describe('resolveRedirect', () => {
  it.each([
    // root and unknown paths
    ['/', '', '/private', '/private/shipments/ready-to-purchase'],
    ['/', '', '/be/private', '/be/private/shipments/ready-to-purchase'],
    ['/nowhere', '', '/private', '/private/shipments/ready-to-purchase'],
    ['/private', '', '/private', '/private/shipments/ready-to-purchase'],
    ['/private/', '', '/private', '/private/shipments/ready-to-purchase'],
    ['/private/nowhere/at/all', '?x=1', '/private', '/private/shipments/ready-to-purchase'],
    ['/es/private/unknown', '', '/private', '/es/private/shipments/ready-to-purchase'],
    ['/private/shipments/create/bogus-step', '', '/private', '/private/shipments/ready-to-purchase'],
    ['/private/onboarding/nope', '', '/private', '/private/shipments/ready-to-purchase'],
    // index routes
    ['/private/shipments', '', '/private', '/private/shipments/ready-to-purchase'],
    ['/private/settings', '?ft=DM', '/private', '/private/settings/billing/transactions?ft=DM'],
    ['/', '?ft=DM', '/private', '/private/shipments/ready-to-purchase?ft=DM'],
    ['/fr/private/shipments/', '', '/private', '/fr/private/shipments/ready-to-purchase'],
    ['/private/settings', '', '/private', '/private/settings/billing/transactions'],
    ['/private/settings/billing', '', '/private', '/private/settings/billing/transactions'],
    ['/private/settings/addresses', '', '/private', '/private/settings/addresses/sender'],
    ['/private/settings/branded-emails', '', '/private', '/private/settings/branded-emails/email-templates'],
    // integrations
    ['/private/integrations/etsy', '', '/private', '/private/integrations/etsy/activate/start-flow'],
    [
      '/be/private/integrations/amazon',
      '?a=1',
      '/private',
      '/be/private/integrations/amazon/activate/start-flow?a=1',
    ],
    [
      '/private/settings/integrations/shopnest/callback',
      '?code=abc&state=xyz',
      '/private',
      '/private/integrations/shopnest/activate/complete-flow?code=abc&state=xyz',
    ],
    // older detail address
    ['/private/shipments/detail/SD123', '', '/private', '/private/shipments/SD123/details'],
    // old private prefixes are rewritten to the current one, keeping the page and query
    ['/pro/private/settings/privacy', '?tab=1', '/private', '/private/settings/privacy?tab=1'],
    ['/app/shipments/all', '', '/private', '/private/shipments/all'],
    ['/be/pro/private/shipments/draft', '', '/private', '/be/private/shipments/draft'],
    ['/be/pro/private', '', '/private', '/be/private/shipments/ready-to-purchase'],
    ['/fr/pro/private/settings', '', '/private', '/fr/private/settings/billing/transactions'],
    ['/es/pro/private/nowhere', '', '/private', '/es/private/shipments/ready-to-purchase'],
    // a page typed without any prefix gets the client's prefix
    ['/settings/privacy', '', '/nl/private', '/nl/private/settings/privacy'],
    ['/shipments', '', '/private', '/private/shipments/ready-to-purchase'],
    ['/error', '', '/be/private', '/be/private/error'],
  ])('%s%s (fallback %s) → %s', (pathname, search, fallbackPrefix, expected) => {
    expect(resolveRedirect({ pathname, search, fallbackPrefix })).toBe(expected);
  });

  it.each([
    '/private/shipments/ready-to-purchase',
    '/private/shipments/all',
    '/private/shipments/bulk/summary',
    '/private/shipments/SD1/details',
    '/private/shipments/SD1/create',
    '/private/shipments/create/info',
    '/private/shipments/SD1/create/customs',
    '/private/subscriptions',
    '/private/analytics',
    '/private/branded-emails/label-created',
    '/private/branded-emails/default',
    '/private/support-center',
    '/private/support-center/details/42',
    '/private/support-center/new-ticket',
    '/private/onboarding/select-plan',
    '/private/onboarding/platforms',
    '/private/onboarding/completed',
    '/private/onboarding/welcome',
    '/private/integrations/etsy/activate/start-flow',
    '/private/integrations/etsy/activate/complete-flow',
    '/private/settings/billing/invoices',
    '/private/settings/your-account',
    '/private/settings/privacy',
    '/private/settings/volume-discounts',
    '/private/settings/own-contracts',
    '/private/settings/parcels',
    '/private/settings/products',
    '/private/settings/shipping-rules',
    '/private/settings/addresses/recipient',
    '/private/settings/branded-emails/brand-settings',
    '/private/settings/api-key',
    '/private/settings/archiving',
    '/private/settings/integrations',
    '/private/settings/integrations/amazon',
    '/private/error',
    '/de/private/shipments/all',
    '/it/private/settings/privacy',
  ])('%s is a page and is not redirected', (pathname) => {
    expect(resolveRedirect({ pathname, fallbackPrefix: '/private' })).toBeUndefined();
  });
});
