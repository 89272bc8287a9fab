import { currentPrefix, matchPrivatePrefix } from '../tenants/tenants.ts';
import { DEFAULT_INBOX, matchPrivateRoute, splitPath } from './route-table.ts';

export type RedirectInput = {
  pathname: string;
  /** Query string including its `?`, or empty. Kept where the target is the same page under another path. */
  search?: string;
  /** Prefix used when the path carries none: the signed-in client's tenant prefix, else `/private`. */
  fallbackPrefix: string;
};

export const inboxPath = (prefix: string, inbox: string = DEFAULT_INBOX) => `${prefix}/shipments/${inbox}`;

/** Index routes that only forward to a child. Relative to the prefix. */
const INDEX_REDIRECTS: Record<string, string> = {
  '': `shipments/${DEFAULT_INBOX}`,
  shipments: `shipments/${DEFAULT_INBOX}`,
  settings: 'settings/billing/transactions',
  'settings/billing': 'settings/billing/transactions',
  'settings/addresses': 'settings/addresses/sender',
  'settings/branded-emails': 'settings/branded-emails/email-templates',
};

/** Redirects of a path relative to a prefix; undefined when the path is a page of the table. */
const relativeRedirect = (relative: string): { to: string; keepSearch: boolean } | undefined => {
  const segments = splitPath(relative);
  const joined = segments.join('/');
  const index = INDEX_REDIRECTS[joined];
  // The query survives (e.g. `?ft=DM` for the debug tools); only unknown paths drop it.
  if (index !== undefined) return { to: index, keepSearch: true };
  // /integrations/{alias} → its start-flow.
  if (segments.length === 2 && segments[0] === 'integrations') {
    return { to: `integrations/${encodeURIComponent(segments[1]!)}/activate/start-flow`, keepSearch: true };
  }
  // /settings/integrations/{product}/callback → that product's complete-flow, with the provider's parameters.
  if (
    segments.length === 4 &&
    segments[0] === 'settings' &&
    segments[1] === 'integrations' &&
    segments[3] === 'callback'
  ) {
    return {
      to: `integrations/${encodeURIComponent(segments[2]!)}/activate/complete-flow`,
      keepSearch: true,
    };
  }
  // The detail page has a second, older address.
  if (segments.length === 3 && segments[0] === 'shipments' && segments[1] === 'detail') {
    return { to: `shipments/${encodeURIComponent(segments[2]!)}/details`, keepSearch: true };
  }
  if (matchPrivateRoute(relative)) return undefined;
  return { to: `shipments/${DEFAULT_INBOX}`, keepSearch: false };
};

/**
 * Where the browser must go instead of `pathname`, or undefined when it is a page of the route
 * table. Covers root and unknown paths, old private prefixes, index routes, integration
 * aliases and callbacks. Auth routes (`/{partner}/login` …) are not private and are left to the caller.
 */
export const resolveRedirect = ({
  pathname,
  search = '',
  fallbackPrefix,
}: RedirectInput): string | undefined => {
  const matched = matchPrivatePrefix(pathname);
  if (matched) {
    const prefix = matched.isLegacy ? currentPrefix(matched.tenant) : matched.prefix;
    const redirect = relativeRedirect(matched.rest);
    if (redirect) return `${prefix}/${redirect.to}${redirect.keepSearch ? search : ''}`;
    if (matched.isLegacy) return `${prefix}${matched.rest === '/' ? '' : matched.rest}${search}`;
    return undefined;
  }
  // A page of the table typed without any prefix, e.g. /settings/privacy: add the prefix.
  const relative = relativeRedirect(pathname);
  if (relative) return `${fallbackPrefix}/${relative.to}${relative.keepSearch ? search : ''}`;
  return `${fallbackPrefix}${pathname.replace(/\/+$/, '')}${search}`;
};
