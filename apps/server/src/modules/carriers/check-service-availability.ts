import type { ServiceAvailabilityQuery } from '@shipdeck/domain/carriers/carriers.schema';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { unwrap } from './carrier-problems.ts';

/**
 * What the carrier says just before an order: the service is available to this user, the
 * collection date is one it offers and the drop-off point still takes parcels. Throws the
 * a `CarrierProductFailure` naming the reason otherwise. The order flow calls this use-case too.
 */
export const checkServiceAvailability = (options: {
  provider: CarrierProvider;
  serviceId: string;
  query: ServiceAvailabilityQuery;
  offer: CarrierOffer;
  now: Date;
}) => {
  const { provider, serviceId, query, offer, now } = options;
  unwrap(
    provider.checkBooking({
      serviceId,
      from: query.from,
      to: query.to,
      packages: query.packages,
      offer,
      now,
      ...(query.collectionDate ? { collectionDate: query.collectionDate } : {}),
      ...(query.dropoffPointId ? { dropoffPointId: query.dropoffPointId } : {}),
      ...(query.originDropoffPointId ? { originPointId: query.originDropoffPointId } : {}),
    }),
  );
  return { serviceId, isAvailable: true as const };
};
