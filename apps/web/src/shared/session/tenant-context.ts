import {
  currentPrefix,
  DEFAULT_TENANT_ID,
  getTenant,
  matchPrivatePrefix,
  type Tenant,
  tenantByPartnerSlug,
} from '@shipdeck/domain/tenants/tenants';

const TENANT_KEY = 'sd_tenant';

const defaultTenant = () => getTenant(DEFAULT_TENANT_ID)!;

/** The tenant a browser path belongs to: its private prefix, or the `{partner}` of an auth route. */
export const tenantFromPath = (pathname: string): Tenant | undefined => {
  const matched = matchPrivatePrefix(pathname);
  if (matched) return matched.tenant;
  const firstSegment = pathname.split('/').filter(Boolean)[0];
  return firstSegment ? tenantByPartnerSlug(firstSegment) : undefined;
};

/** Remembered so that `/` and a lost session go to the right brand. */
export const rememberTenant = (tenantId: string) => {
  try {
    window.localStorage.setItem(TENANT_KEY, tenantId);
  } catch {
    // No storage: fall back to the path or the main tenant.
  }
};

export const rememberedTenant = (): Tenant | undefined => {
  try {
    const id = window.localStorage.getItem(TENANT_KEY);
    return id ? getTenant(id) : undefined;
  } catch {
    return undefined;
  }
};

/** Best guess of the tenant when no session says it: the path, the last one used here, the main one. */
export const guessTenant = (pathname: string): Tenant =>
  tenantFromPath(pathname) ?? rememberedTenant() ?? defaultTenant();

export const guessPrefix = (pathname: string): string => {
  const matched = matchPrivatePrefix(pathname);
  if (matched && !matched.isLegacy) return matched.prefix;
  return currentPrefix(guessTenant(pathname));
};
