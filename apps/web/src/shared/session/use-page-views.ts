import { PAGE_PATTERN, pagePatternOf } from '@shipdeck/domain/page-views/page-patterns';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { apiRequest } from '../api/api-client.ts';
import { useIsFirstScreenShown } from '../first-screen/first-screen.ts';
import { useInit } from './get-init.ts';

/**
 * Counts each page the user opens, first-party and only with their consent to data processing: the
 * server gets the route's pattern (`/private/shipments/:reference`), never the ids, references or
 * search in the address. A lost count is not worth an error, so failures are ignored.
 */
export const usePageViews = () => {
  const isConsented = useInit().user.policies.dataProcessing;
  const { key } = useLocation();
  const leaf = useMatches().at(-1);
  const page = leaf ? pagePatternOf(leaf.pathname, leaf.params) : null;
  const isFirstScreenShown = useIsFirstScreenShown();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (a new location key) is a view, even to the same page.
  useEffect(() => {
    if (!isFirstScreenShown || !isConsented || !page || !PAGE_PATTERN.test(page)) return;
    apiRequest('/page-views', { method: 'POST', body: { page } }).catch(() => undefined);
  }, [isFirstScreenShown, isConsented, page, key]);
};
