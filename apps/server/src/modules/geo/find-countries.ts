import { ALPHA2_CODES } from '@shipdeck/domain/geo/country-codes';
import { countryName } from '@shipdeck/domain/geo/country-names';
import type { Country } from '@shipdeck/domain/geo/geo.schema';
import { phonePrefixOf } from '@shipdeck/domain/geo/phone-prefixes';
import type { UiLanguage } from '@shipdeck/domain/geo/postal-zones';
import { hasPostcodes, postcodeFormatOf } from '@shipdeck/domain/geo/postcode-formats';
import { isEuMember } from '@shipdeck/domain/geo/regions';

const cache = new Map<UiLanguage, Country[]>();

/** All ISO 3166-1 countries, named and sorted in the language. */
export const findCountries = (language: UiLanguage): Country[] => {
  const cached = cache.get(language);
  if (cached) return cached;
  const collator = new Intl.Collator(language);
  const countries = ALPHA2_CODES.map((alpha2Code) => ({
    id: alpha2Code,
    alpha2Code,
    name: countryName(alpha2Code, language),
    isEu: isEuMember(alpha2Code),
    hasPostalCodes: hasPostcodes(alpha2Code),
    postalCodeExample: postcodeFormatOf(alpha2Code).example,
    phonePrefix: phonePrefixOf(alpha2Code),
  })).sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, countries);
  return countries;
};
