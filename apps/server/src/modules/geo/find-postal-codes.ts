import {
  GeoMessage,
  POSTAL_CODE_RESULTS_LIMIT,
  type PostalCode,
  type PostalCodesQuery,
} from '@shipdeck/domain/geo/geo.schema';
import { isTownQuery, lookupPostcodes } from '@shipdeck/domain/geo/postcode-directory';
import {
  compactPostcode,
  hasPostcodes,
  isPossiblePostcodePrefix,
} from '@shipdeck/domain/geo/postcode-formats';
import { badRequest } from '../../platform/errors/app-error.ts';
import { findZone } from './postal-zone-list.ts';

/**
 * Postcode look-up for address forms, by country or by postal zone. A query that no
 * postcode of the country can start with (letters in a Spanish code, `00…` in Spain) is a 400
 * rather than an empty list, so the form can say the postcode cannot exist.
 */
export const findPostalCodes = (query: PostalCodesQuery): PostalCode[] => {
  const zone = query.postalZone ? findZone(query.postalZone) : undefined;
  if (query.postalZone && !zone)
    throw badRequest({
      code: 'ValueNotAllowedField',
      messageKey: GeoMessage.unknownPostalZone,
      field: 'postalZone',
    });
  const alpha2Code = zone?.alpha2Code ?? query.alpha2Code!;
  if (!hasPostcodes(alpha2Code)) return [];
  if (!isTownQuery(alpha2Code, query.q) && !isPossiblePostcodePrefix(alpha2Code, query.q))
    throw badRequest({ code: 'InvalidFormatField', messageKey: GeoMessage.postcodeInvalid, field: 'q' });
  return lookupPostcodes({ alpha2Code, query: query.q, limit: POSTAL_CODE_RESULTS_LIMIT })
    .filter((match) => !zone || match.postalZoneId === zone.id)
    .map((match) => ({
      id: `${alpha2Code}-${compactPostcode(match.zipCode)}`,
      zipCode: match.zipCode,
      city: match.city,
      alpha2Code,
      postalZoneId: match.postalZoneId,
    }));
};
