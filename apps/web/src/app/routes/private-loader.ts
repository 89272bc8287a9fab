import { CSRF_COOKIE } from '@shipdeck/domain/auth/auth-names';
import type { InitResponse } from '@shipdeck/domain/client/init.schema';
import { matchLanguage } from '@shipdeck/domain/i18n/languages';
import { matchPrivatePrefix, tenantByPartnerSlug } from '@shipdeck/domain/tenants/tenants';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { readCookie } from '../../shared/api/api-client.ts';
import { applyLanguage, i18n } from '../../shared/i18n/i18n.ts';
import { rememberLanguage } from '../../shared/i18n/language-preference.ts';
import { authPaths } from '../../shared/paths.ts';
import { initQueryOptions } from '../../shared/session/get-init.ts';
import { guessTenant, rememberTenant } from '../../shared/session/tenant-context.ts';

/** The login page of the tenant a path belongs to, returning to that path after signing in. */
export const loginRedirectPath = (url: URL, reason?: string) => {
  const tenant = guessTenant(url.pathname);
  const params = new URLSearchParams();
  if (reason) params.set('reason', reason);
  params.set('next', `${url.pathname}${url.search}`);
  return `${authPaths(tenant.partnerSlug).login}?${params.toString()}`;
};

/**
 * Runs before any private page: loads startup data (a failure clears the session and
 * goes to login), keeps the client on its own tenant's prefix, and switches to the user's language.
 */
export const privateLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    let init: InitResponse;
    try {
      init = await queryClient.ensureQueryData(initQueryOptions());
    } catch {
      queryClient.removeQueries();
      // The readable CSRF cookie outlives a session that ended on the server; a first visit has none.
      const hadSession = readCookie(CSRF_COOKIE) !== undefined;
      throw redirect(loginRedirectPath(url, hadSession ? 'session-expired' : undefined));
    }
    rememberTenant(init.tenant.id);

    const matched = matchPrivatePrefix(url.pathname);
    const clientTenant = tenantByPartnerSlug(init.tenant.partnerSlug);
    const isOwnPrefix = matched && clientTenant?.privatePrefixes.includes(matched.prefix);
    if (matched && !isOwnPrefix) {
      const rest = matched.rest === '/' ? '' : matched.rest;
      throw redirect(`${init.tenant.privatePrefix}${rest}${url.search}`);
    }

    const language = matchLanguage(init.user.language);
    if (language && language !== i18n.language) {
      rememberLanguage(language);
      await applyLanguage(language);
    }
    return null;
  };
