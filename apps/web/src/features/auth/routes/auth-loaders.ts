import { tenantByPartnerSlug } from '@shipdeck/domain/tenants/tenants';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { authPaths } from '../../../shared/paths.ts';
import { guessTenant } from '../../../shared/session/tenant-context.ts';
import { logout } from '../api/logout.ts';

/** An unknown `{partner}` goes to the same screen of the most likely tenant. */
export const authPageLoader = ({ params, request }: LoaderFunctionArgs) => {
  if (tenantByPartnerSlug(params.partner ?? '')) return null;
  const url = new URL(request.url);
  const page = url.pathname.split('/').filter(Boolean).at(-1) ?? 'login';
  const tenant = guessTenant('/');
  return redirect(`/${tenant.partnerSlug}/${page}${url.search}`);
};

/**
 * `/{partner}/logout`: ends the session and shows the login screen, whose layout drops the cached
 * data (not here: the signed-in shell is still on screen and would refetch what was dropped).
 */
export const logoutLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.cancelQueries();
    const tenant = tenantByPartnerSlug(params.partner ?? '') ?? guessTenant('/');
    try {
      await logout();
    } catch {
      // Already signed out, or the server is unreachable: the login screen is still right.
    }
    return redirect(`${authPaths(tenant.partnerSlug).login}?reason=signed-out`);
  };
