/**
 * Finds countries by what a person types into a country input: the name in any of the nine UI
 * languages, a formal name or alias from the country tables ("USA", "UK", "Türkiye"), a colloquial
 * name, or the ISO alpha-2/alpha-3 code. Accents, case and punctuation are ignored.
 *
 * Ranking, best first: the exact code; an exact name; a name in the person's language (or English)
 * that starts with the text; any other name that starts with it; a name with a word that starts with
 * it. Within a rank, countries follow the alphabetical order of their name in the person's language.
 * Every screen and the server's GET /countries?q= search through this one function.
 */
import countries from 'i18n-iso-countries';
import { ALPHA2_CODES } from './country-codes.ts';
import { countryDisplayName } from './country-display-name.ts';
import { countryNameVariants } from './country-names.ts';
import { UI_LANGUAGES, type UiLanguage } from './postal-zones.ts';

/**
 * Names people type for a country that the country tables do not list because, strictly, they name
 * something else: a part of the country (England, Scotland, Holland) or a continent (America). Only
 * what no maintained data set offers belongs here; everything else comes from Intl and the tables.
 */
const COLLOQUIAL_NAMES: Readonly<Record<string, readonly string[]>> = {
  GB: [
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'Britain',
    'Angleterre',
    'Engeland',
    'Inghilterra',
    'Inglaterra',
    'İngiltere',
    'Anglia',
  ],
  NL: ['Holland', 'Hollande', 'Olanda', 'Holanda'],
  US: ['America', 'Amérique', 'Amerika'],
};

export type CountrySearch = {
  /** What the person typed. An empty text lists every country. */
  query: string;
  /** The person's UI language: names in it rank first and fix the alphabetical order. */
  language: UiLanguage;
  limit?: number;
};

/** Lower case, no accents, no punctuation: "Côte d'Ivoire" → "cote d ivoire", "U.S.A." → "usa". */
export const normalizeCountryText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[.\u2019']/g, (mark) => (mark === '.' ? '' : ' '))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

type IndexedCountry = {
  alpha2Code: string;
  codes: ReadonlySet<string>;
  /** Every name in every UI language, tables, Intl and colloquial, normalized. */
  names: readonly string[];
  words: readonly string[];
};

let index: readonly IndexedCountry[] | undefined;
const countryIndex = (): readonly IndexedCountry[] => {
  if (index) return index;
  index = ALPHA2_CODES.map((alpha2Code) => {
    const names = new Set<string>();
    for (const language of UI_LANGUAGES) {
      names.add(normalizeCountryText(countryDisplayName(alpha2Code, language)));
      for (const name of countryNameVariants(alpha2Code, language)) names.add(normalizeCountryText(name));
    }
    for (const name of COLLOQUIAL_NAMES[alpha2Code] ?? []) names.add(normalizeCountryText(name));
    names.delete('');
    const alpha3Code = countries.alpha2ToAlpha3(alpha2Code);
    return {
      alpha2Code,
      codes: new Set([alpha2Code.toLowerCase(), ...(alpha3Code ? [alpha3Code.toLowerCase()] : [])]),
      names: [...names],
      words: [...new Set([...names].flatMap((name) => name.split(' ')))],
    };
  });
  return index;
};

const rankOf = (country: IndexedCountry, query: string, ownNames: readonly string[]): number | undefined => {
  if (country.codes.has(query)) return 0;
  if (country.names.includes(query)) return 1;
  if (ownNames.some((name) => name.startsWith(query))) return 2;
  if (country.names.some((name) => name.startsWith(query))) return 3;
  if (country.words.some((word) => word.startsWith(query))) return 4;
  return undefined;
};

type ShownCountry = { country: IndexedCountry; shownName: string; ownNames: readonly string[] };

/** Per language: the name shown to the person, and the names that rank as theirs (theirs and English). */
const shownCountries = new Map<UiLanguage, readonly ShownCountry[]>();
const shownCountriesIn = (language: UiLanguage): readonly ShownCountry[] => {
  let shown = shownCountries.get(language);
  if (!shown) {
    shown = countryIndex().map((country) => {
      const shownName = countryDisplayName(country.alpha2Code, language);
      const englishName = countryDisplayName(country.alpha2Code, 'en');
      return { country, shownName, ownNames: [shownName, englishName].map(normalizeCountryText) };
    });
    shownCountries.set(language, shown);
  }
  return shown;
};

/** Alpha-2 codes of the countries matching the text, best match first. */
export const searchCountries = ({ query, language, limit }: CountrySearch): string[] => {
  const text = normalizeCountryText(query);
  const collator = new Intl.Collator(language);
  const ranked = shownCountriesIn(language).flatMap(({ country, shownName, ownNames }) => {
    const rank = text === '' ? 0 : rankOf(country, text, ownNames);
    return rank === undefined ? [] : [{ alpha2Code: country.alpha2Code, rank, shownName }];
  });
  ranked.sort((a, b) => a.rank - b.rank || collator.compare(a.shownName, b.shownName));
  const codes = ranked.map((country) => country.alpha2Code);
  return limit === undefined ? codes : codes.slice(0, limit);
};
