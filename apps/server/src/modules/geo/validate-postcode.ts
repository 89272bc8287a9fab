import type { PostcodeValidation } from '@shipdeck/domain/geo/geo.schema';
import { postalZoneOf } from '@shipdeck/domain/geo/postal-zones';
import { placeOf } from '@shipdeck/domain/geo/postcode-directory';
import { checkPostcode } from '@shipdeck/domain/geo/postcode-formats';

/** "Can this postcode exist in this country?", with its canonical form, zone and town when it can. */
export const validatePostcode = (query: { alpha2Code: string; zip: string }): PostcodeValidation => {
  const check = checkPostcode(query.alpha2Code, query.zip);
  if (!check.isValid)
    return {
      ...query,
      isValid: false,
      postcode: null,
      postalZoneId: null,
      city: null,
      messageKey: check.messageKey,
    };
  return {
    ...query,
    isValid: true,
    postcode: check.postcode,
    postalZoneId: postalZoneOf(query.alpha2Code, check.compact),
    city: placeOf(query.alpha2Code, check.postcode)?.city ?? null,
    messageKey: null,
  };
};
