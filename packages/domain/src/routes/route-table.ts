/**
 * The private-area route table (shell, shipments, checkout, settings and support pages), as path
 * patterns relative to the tenant prefix. The web router and the redirect rules both read it, so a
 * path is "known" in exactly one place.
 *
 * Pattern syntax: `:name` is any one segment; `:name(a|b)` is one of the listed values.
 */
export const CHECKOUT_STEPS = ['info', 'service', 'address', 'customs', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const ONBOARDING_STEPS = ['select-plan', 'platforms', 'completed', 'welcome'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const BILLING_TABS = ['transactions', 'invoices', 'invoicing', 'payment'] as const;
export const ADDRESS_TABS = ['sender', 'recipient'] as const;
export const BRANDED_EMAIL_TABS = ['email-templates', 'brand-settings'] as const;

/** The inbox every "go home" lands on. */
export const DEFAULT_INBOX = 'ready-to-purchase';

const oneOf = (values: readonly string[]) => `(${values.join('|')})`;

export const PRIVATE_ROUTE_PATTERNS = [
  'error',
  'shipments/bulk/summary',
  'shipments/:inbox',
  'shipments/:id/details',
  'shipments/detail/:id',
  'shipments/:id/create',
  `shipments/create/:step${oneOf(CHECKOUT_STEPS)}`,
  `shipments/:id/create/:step${oneOf(CHECKOUT_STEPS)}`,
  'subscriptions',
  'analytics',
  // The problems inbox (ADR 0029): stalled, held, failed and returned shipments and their claim deadlines.
  'problems',
  'branded-emails/label-created',
  'branded-emails/default',
  'support-center',
  'support-center/details/:id',
  'support-center/new-ticket',
  // The staff console (ADR 0025): shown to users with the staff role only.
  'support-console',
  `onboarding/:step${oneOf(ONBOARDING_STEPS)}`,
  'integrations/:alias/activate/start-flow',
  'integrations/:alias/activate/complete-flow',
  `settings/billing/:tab${oneOf(BILLING_TABS)}`,
  'settings/your-account',
  'settings/privacy',
  'settings/volume-discounts',
  'settings/own-contracts',
  'settings/parcels',
  'settings/products',
  'settings/shipping-rules',
  `settings/addresses/:tab${oneOf(ADDRESS_TABS)}`,
  `settings/branded-emails/:tab${oneOf(BRANDED_EMAIL_TABS)}`,
  'settings/api-key',
  'settings/archiving',
  'settings/integrations',
  'settings/integrations/:alias',
] as const;

export type RouteMatch = { pattern: string; params: Record<string, string> };

const matchPattern = (pattern: string, segments: string[]): Record<string, string> | undefined => {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]!;
    if (!part.startsWith(':')) {
      if (part !== segment) return undefined;
      continue;
    }
    const [, name, choices] = /^:([a-zA-Z]+)(?:\((.*)\))?$/.exec(part)!;
    if (choices && !choices.split('|').includes(segment)) return undefined;
    params[name!] = segment;
  }
  return params;
};

export const splitPath = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });

/**
 * Matches a path relative to the tenant prefix (e.g. `/shipments/all`) against the table. Static
 * patterns win over dynamic ones, as in the router: `shipments/bulk/summary` is not an inbox.
 */
export const matchPrivateRoute = (relativePath: string): RouteMatch | undefined => {
  const segments = splitPath(relativePath);
  let best: { match: RouteMatch; staticCount: number } | undefined;
  for (const pattern of PRIVATE_ROUTE_PATTERNS) {
    const params = matchPattern(pattern, segments);
    if (!params) continue;
    const staticCount = pattern.split('/').filter((part) => !part.startsWith(':')).length;
    if (!best || staticCount > best.staticCount) best = { match: { pattern, params }, staticCount };
  }
  return best?.match;
};
