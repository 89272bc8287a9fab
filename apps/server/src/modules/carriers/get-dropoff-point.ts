import { CarrierMessage } from '@shipdeck/domain/carriers/carrier-failures';
import type { DropoffPoint } from '@shipdeck/domain/carriers/carriers.schema';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { carrierProblemError } from './carrier-problems.ts';
import { canonicalPostcode } from './find-dropoff-points.ts';

/** One point's detail; 404 when the id is not a point of this service's carrier. */
export const getDropoffPoint = (options: {
  provider: CarrierProvider;
  pointId: string;
  query: { serviceId: string; country: string; zip: string };
  offer: CarrierOffer;
}): DropoffPoint => {
  const { provider, pointId, query, offer } = options;
  const zip = canonicalPostcode(query.country, query.zip);
  const outcome = provider.getDropoffPoint({
    serviceId: query.serviceId,
    pointId,
    country: query.country,
    zip,
    offer,
  });
  if (!outcome.ok) {
    if (outcome.problem.kind === 'service-not-offered')
      throw new AppError({
        code: 'MissingCarrierProduct',
        status: 422,
        messageKey: CarrierMessage.serviceWithoutDropoff,
      });
    throw carrierProblemError(outcome.problem);
  }
  if (!outcome.value) throw notFound(CarrierMessage.dropoffPointNotFound);
  return outcome.value;
};
