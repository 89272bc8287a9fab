import { ALPHA2_CODES } from '@shipdeck/domain/geo/country-codes';
import { countryName } from '@shipdeck/domain/geo/country-names';
import { searchCountries } from '@shipdeck/domain/geo/country-search';
import type { CountriesQuery, Country } from '@shipdeck/domain/geo/geo.schema';
import { phonePrefixOf } from '@shipdeck/domain/geo/phone-prefixes';
import type { UiLanguage } from '@shipdeck/domain/geo/postal-zones';
import { hasPostcodes, postcodeFormatOf } from '@shipdeck/domain/geo/postcode-formats';
import { isEuMember } from '@shipdeck/domain/geo/regions';

const cache = new Map<UiLanguage, Map<string, Country>>();

/** Every ISO 3166-1 country named in the language, by code, in alphabetical order of the names. */
const countriesIn = (language: UiLanguage): Map<string, Country> => {
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
  const byCode = new Map(countries.map((country) => [country.alpha2Code, country]));
  cache.set(language, byCode);
  return byCode;
};

/**
 * All countries named and sorted in the language; with `q`, the countries the text finds, best
 * match first, by the same search as every country input of the web app.
 */
export const findCountries = ({ language, q }: CountriesQuery): Country[] => {
  const countries = countriesIn(language);
  if (!q) return [...countries.values()];
  return searchCountries({ query: q, language }).flatMap((code) => countries.get(code) ?? []);
};
