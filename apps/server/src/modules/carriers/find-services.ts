import type { ServiceSearchQuery, ServiceSearchResponse } from '@shipdeck/domain/carriers/carriers.schema';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';

/**
 * Service search: services for the route and parcels, cheapest first. Third-party
 * preferences (the marketplace's chosen service or carrier) only count for the sources the
 * tenant lists; matching services are flagged and come first.
 */
export const findServices = (options: {
  provider: CarrierProvider;
  query: ServiceSearchQuery;
  offer: CarrierOffer;
  tenantId: string;
  now: Date;
}): ServiceSearchResponse => {
  const { provider, query, offer, tenantId, now } = options;
  const preferenceSources = getTenant(tenantId)?.switches.thirdPartyPreferenceSources ?? [];
  const preferences = preferenceSources.includes(query.source) ? query.thirdPartyPreferences : undefined;
  const services = provider.searchServices({
    from: query.from,
    to: query.to,
    packages: query.packages,
    offer,
    now,
    ...(query.service_id ? { serviceId: query.service_id } : {}),
    ...(query.collectionDate ? { collectionDate: query.collectionDate } : {}),
    ...(preferences ? { preferences } : {}),
  });
  return { services };
};
