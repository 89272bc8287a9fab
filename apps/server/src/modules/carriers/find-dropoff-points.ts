import { CarrierMessage } from '@shipdeck/domain/carriers/carrier-failures';
import type { DropoffPointsQuery, DropoffPointsResponse } from '@shipdeck/domain/carriers/carriers.schema';
import { placeOf } from '@shipdeck/domain/geo/postcode-directory';
import { checkPostcode } from '@shipdeck/domain/geo/postcode-formats';
import { AppError, badRequest } from '../../platform/errors/app-error.ts';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { carrierProblemError } from './carrier-problems.ts';

export const canonicalPostcode = (country: string, zip: string, field = 'zip') => {
  const check = checkPostcode(country, zip);
  if (!check.isValid) throw badRequest({ code: 'InvalidFormatField', messageKey: check.messageKey, field });
  return check.postcode;
};

/**
 * Points of the service's carrier near a postcode that take the parcels, nearest first, and the
 * postcode's place they are measured from.
 */
export const findDropoffPoints = (options: {
  provider: CarrierProvider;
  query: DropoffPointsQuery;
  offer: CarrierOffer;
}): DropoffPointsResponse => {
  const { provider, query, offer } = options;
  const zip = canonicalPostcode(query.country, query.zip);
  const outcome = provider.findDropoffPoints({
    serviceId: query.serviceId,
    country: query.country,
    zip,
    offer,
    ...(query.city ? { city: query.city } : {}),
    ...(query.parcelsDimensions ? { packages: query.parcelsDimensions } : {}),
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
  const place = placeOf(query.country, zip);
  return {
    points: outcome.value,
    searchCentre: place ? { latitude: place.latitude, longitude: place.longitude } : null,
  };
};
