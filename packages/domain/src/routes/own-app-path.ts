import { matchPrivatePrefix } from '../tenants/tenants.ts';
import { matchPrivateRoute } from './route-table.ts';

/**
 * Characters a browser drops or rewrites before resolving a URL: a backslash becomes a slash
 * (`/\evil.example` is `//evil.example`, another origin), and tabs, newlines and other control
 * characters are removed (`/\t/evil.example` is also `//evil.example`).
 */
const isRewrittenByBrowsers = (char: string) => char === '\\' || char <= '\u001f' || char === '\u007f';

const isSameOriginPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && ![...path].some(isRewrittenByBrowsers);

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? '';

/**
 * A path the app may send the browser to after a round trip (sign-in `next`, return from a
 * payment page): only a page of the private area of one of our tenants, never another origin.
 * Returns the path unchanged when it is one, otherwise undefined.
 */
export const ownPrivateAreaPath = (path: string | null | undefined): string | undefined => {
  if (!path || !isSameOriginPath(path)) return undefined;
  return matchPrivatePrefix(pathnameOf(path)) ? path : undefined;
};

/** Like `ownPrivateAreaPath`, and the page must be one of the app's routes (not an unknown path). */
export const ownAppRoutePath = (path: string | null | undefined): string | undefined => {
  const own = ownPrivateAreaPath(path);
  if (!own) return undefined;
  const match = matchPrivatePrefix(pathnameOf(own));
  return match && !match.isLegacy && matchPrivateRoute(match.rest) ? own : undefined;
};
