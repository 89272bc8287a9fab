import { CSRF_COOKIE } from '@shipdeck/domain/auth/auth-names';
import { inboxFromPath } from '@shipdeck/domain/shipments/rules/inbox-membership';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { readCookie } from '../../../shared/api/api-client.ts';
import { prefetchFirstPage } from '../api/first-page-prefetch.ts';
import { listFromSearch } from '../rules/list-search-params.ts';

/**
 * `/shipments/{inbox}`: asks for the list's first page beside the start-up data and the page's code,
 * instead of after them. Only with a session cookie (a first visit goes to login), and it never holds
 * the page up.
 */
export const inboxLoader = ({ params, request }: LoaderFunctionArgs) => {
  const { inbox, isRedirect } = inboxFromPath(params.inbox);
  if (!isRedirect && readCookie(CSRF_COOKIE) !== undefined) {
    prefetchFirstPage({ inbox, ...listFromSearch(new URL(request.url).searchParams) });
  }
  return null;
};

/**
 * Only a new inbox asks ahead: a change of search text, filters or sort is the list's own to ask for
 * (the search waits for typing to pause).
 */
export const inboxShouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;
