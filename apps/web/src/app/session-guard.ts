import { matchPrivatePrefix } from '@shipdeck/domain/tenants/tenants';
import type { DataRouter } from 'react-router';
import { setUnauthorizedHandler } from '../shared/api/api-client.ts';
import { loginRedirectPath } from './routes/private-loader.ts';

/**
 * A 401 from any call ends the session: the user goes to the login page of their
 * tenant (which drops the cached data) and comes back to the same page after signing in.
 */
export const installSessionGuard = (router: DataRouter) => {
  let isRedirecting = false;
  setUnauthorizedHandler(() => {
    const { location, navigation } = router.state;
    // Already leaving the private area (logout, account closed): that page says why, not this one.
    const isLeaving = navigation.location !== undefined && !matchPrivatePrefix(navigation.location.pathname);
    if (isRedirecting || isLeaving || !matchPrivatePrefix(location.pathname)) return;
    isRedirecting = true;
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    void router.navigate(loginRedirectPath(url, 'session-expired'), { replace: true }).finally(() => {
      isRedirecting = false;
    });
  });
  return () => setUnauthorizedHandler(undefined);
};
