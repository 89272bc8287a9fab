import { type Tenant, tenantByPartnerSlug } from '@shipdeck/domain/tenants/tenants';
import { unknownTenant } from './auth-errors.ts';

export const requireTenantBySlug = (slug: string): Tenant => {
  const tenant = tenantByPartnerSlug(slug);
  if (!tenant) throw unknownTenant();
  return tenant;
};
