import { type Tenant, tenantByPartnerSlug } from '@shipdeck/domain/tenants/tenants';
import { useParams } from 'react-router';

/** The tenant of `/{partner}/…`; the route loader has already sent unknown slugs elsewhere. */
export const useAuthTenant = (): Tenant => {
  const { partner } = useParams();
  const tenant = tenantByPartnerSlug(partner ?? '');
  if (!tenant) throw new Error(`Unknown partner slug ${partner}`);
  return tenant;
};
