import { describe, expect, it } from 'vitest';
import { ALPHA2_CODES } from './country-codes.ts';
import { countryDisplayName } from './country-display-name.ts';
import { normalizeCountryText, searchCountries } from './country-search.ts';
import { UI_LANGUAGES, type UiLanguage } from './postal-zones.ts';

const first = (query: string, language: UiLanguage = 'en') => searchCountries({ query, language })[0];

describe('country search by what a person types', () => {
  it.each([
    ['Tur', 'TR'],
    ['Türk', 'TR'],
    ['turkm', 'TM'],
    ['tur', 'TR'],
    ['turkey', 'TR'],
    ['turkiye', 'TR'],
    ['Türkiye', 'TR'],
    ['TÜRKIYE', 'TR'],
    ['usa', 'US'],
    ['U.S.A.', 'US'],
    ['america', 'US'],
    ['united states', 'US'],
    ['uk', 'GB'],
    ['england', 'GB'],
    ['great britain', 'GB'],
    ['united kingdom', 'GB'],
    ['holland', 'NL'],
    ['netherlands', 'NL'],
    ['deutschland', 'DE'],
    ['españa', 'ES'],
    ['espana', 'ES'],
    ['schweiz', 'CH'],
    ['suisse', 'CH'],
    ['de', 'DE'],
    ['GB', 'GB'],
    ['es', 'ES'],
    ['DEU', 'DE'],
    ['cote d ivoire', 'CI'],
    ["côte d'iv", 'CI'],
    ['ivory', 'CI'],
  ])('"%s" finds %s first', (query, code) => {
    expect(first(query)).toBe(code);
  });

  it('lists prefix matches before word matches: "Tur" has Turkey before Turkmenistan', () => {
    const codes = searchCountries({ query: 'Tur', language: 'en' });
    expect(codes.slice(0, 3)).toEqual(['TR', 'TM', 'TC']);
    expect(codes.indexOf('TR')).toBeLessThan(codes.indexOf('TM'));
  });

  it('ranks a name starting with the text before a name with a later word starting with it', () => {
    const codes = searchCountries({ query: 'gu', language: 'en' });
    const guinea = codes.indexOf('GN');
    const equatorialGuinea = codes.indexOf('GQ');
    expect(guinea).toBeGreaterThanOrEqual(0);
    expect(equatorialGuinea).toBeGreaterThan(guinea);
  });

  it('puts the exact code before names that start with it', () => {
    expect(searchCountries({ query: 'in', language: 'en' })[0]).toBe('IN');
    expect(searchCountries({ query: 'it', language: 'fr' })[0]).toBe('IT');
  });

  it('lists every country, alphabetically in the language, for an empty text', () => {
    const codes = searchCountries({ query: '  ', language: 'de' });
    expect(codes).toHaveLength(ALPHA2_CODES.length);
    const names = codes.map((code) => countryDisplayName(code, 'de'));
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  it('finds nothing for text no country is called', () => {
    expect(searchCountries({ query: 'qqq', language: 'en' })).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(searchCountries({ query: 'a', language: 'en', limit: 5 })).toHaveLength(5);
  });
});

describe('country names in every UI language', () => {
  it.each([
    ['en', 'Germany', 'DE'],
    ['fr', 'Allemagne', 'DE'],
    ['de', 'Deutschland', 'DE'],
    ['es', 'Alemania', 'DE'],
    ['it', 'Germania', 'DE'],
    ['nl', 'Duitsland', 'DE'],
    ['tr', 'Almanya', 'DE'],
    ['hu', 'Németország', 'DE'],
    ['pt', 'Alemanha', 'DE'],
  ] as const)('in %s, "%s" is the name shown and finds the country', (language, name, code) => {
    expect(countryDisplayName(code, language)).toBe(name);
    expect(first(name, language)).toBe(code);
    expect(first(name.slice(0, -1).toLowerCase(), language)).toBe(code);
  });

  it.each(UI_LANGUAGES)('in %s, the local name of every country finds it first', (language) => {
    const misses = ALPHA2_CODES.filter((code) => {
      const codes = searchCountries({ query: countryDisplayName(code, language), language });
      return codes[0] !== code;
    });
    expect(misses).toEqual([]);
  });

  it.each(UI_LANGUAGES)('in %s, a name typed in another UI language still finds the country', (language) => {
    expect(first('Spanje', language)).toBe('ES');
    expect(first('ispanya', language)).toBe('ES');
    expect(first('németország', language)).toBe('DE');
  });
});

describe('text normalization', () => {
  it.each([
    ['Côte d’Ivoire', 'cote d ivoire'],
    ['U.S.A.', 'usa'],
    ['İspanya', 'ispanya'],
    ['Großbritannien', 'grossbritannien'],
    ['  São   Tomé ', 'sao tome'],
  ])('"%s" reads as "%s"', (text, normalized) => {
    expect(normalizeCountryText(text)).toBe(normalized);
  });
});
