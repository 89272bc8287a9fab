import { CSRF_COOKIE } from '@shipdeck/domain/auth/auth-names';
import { inboxFromPath } from '@shipdeck/domain/shipments/rules/inbox-membership';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { readCookie } from '../../../shared/api/api-client.ts';
import { prefetchFirstPage } from '../api/first-page-prefetch.ts';
import {
  areFilterRulesLoaded,
  hasFilterValues,
  listFromSearch,
  loadFilterRules,
} from '../rules/list-search-params.ts';

/**
 * `/shipments/{inbox}`: asks for the list's first page beside the start-up data and the page's code,
 * instead of after them. Only with a session cookie (a first visit goes to login), and it never holds
 * the page up, except for an address with filters, whose rules load first (they are not part of the first
 * screen).
 */
export const inboxLoader = ({ params, request }: LoaderFunctionArgs) => {
  const { inbox, isRedirect } = inboxFromPath(params.inbox);
  const search = new URL(request.url).searchParams;
  const askAhead = () => {
    if (!isRedirect && readCookie(CSRF_COOKIE) !== undefined) {
      prefetchFirstPage({ inbox, ...listFromSearch(search) });
    }
    return null;
  };
  if (hasFilterValues(search) && !areFilterRulesLoaded()) {
    // A failed load still shows the page: the list then waits for the rules itself.
    return loadFilterRules().then(askAhead, () => null);
  }
  return askAhead();
};

/**
 * Only a new inbox asks ahead: a change of search text, filters or sort is the list's own to ask for
 * (the search waits for typing to pause).
 */
export const inboxShouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;
