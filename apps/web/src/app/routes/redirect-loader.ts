import type { InitResponse } from '@shipdeck/domain/client/init.schema';
import { resolveRedirect } from '@shipdeck/domain/routes/redirects';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { initKeys } from '../../shared/session/get-init.ts';
import { guessPrefix } from '../../shared/session/tenant-context.ts';

/**
 * The redirects of the private area (root, unknown paths, index routes, old prefixes, integration
 * aliases and callbacks), all decided by the domain rule `resolveRedirect`. Routes that only
 * forward, and routes whose parameters must be checked, use this loader.
 */
export const redirectLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const init = queryClient.getQueryData<InitResponse>(initKeys.all);
    const fallbackPrefix = init?.tenant.privatePrefix ?? guessPrefix(url.pathname);
    const target = resolveRedirect({ pathname: url.pathname, search: url.search, fallbackPrefix });
    return target ? redirect(target) : null;
  };
