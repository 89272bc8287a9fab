import type { CollectionDates, CollectionDatesQuery } from '@shipdeck/domain/carriers/carriers.schema';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { unwrap } from './carrier-problems.ts';

/** The days a service can collect (or its points hand over) a shipment, from now. */
export const findCollectionDates = (options: {
  provider: CarrierProvider;
  serviceId: string;
  query: CollectionDatesQuery;
  offer: CarrierOffer;
  now: Date;
}): CollectionDates => {
  const { provider, serviceId, query, offer, now } = options;
  return unwrap(
    provider.collectionDates({
      serviceId,
      from: query.from,
      to: query.to,
      packages: query.packages,
      offer,
      now,
    }),
  );
};
