/**
 * Postcode look-ups over the synthetic gazetteer (postcode-places.ts): the town and coordinates of
 * a postcode, and the postcodes that start with what a user types (or whose town does). Everything
 * is derived from the postcode text by hashing, so the same query always gives the same answer.
 */

import { postalZoneOf } from './postal-zones.ts';
import { checkPostcode, compactPostcode, postcodeFormatOf } from './postcode-formats.ts';
import { type PlaceRow, POSTCODE_PLACES } from './postcode-places.ts';

/** FNV-1a: a small, stable string hash (not for security). */
export const hash32 = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** A number in [0, 1) derived from a text. */
export const unitHash = (text: string) => hash32(text) / 0x1_0000_0000;

/** Approximate centres for countries outside the gazetteer (capital cities). */
const CAPITALS: Readonly<Record<string, readonly [string, number, number]>> = {
  LU: ['Luxembourg', 49.61, 6.13],
  IE: ['Dublin', 53.35, -6.26],
  CH: ['Zürich', 47.37, 8.54],
  DK: ['København', 55.68, 12.57],
  SE: ['Stockholm', 59.33, 18.07],
  FI: ['Helsinki', 60.17, 24.94],
  CZ: ['Praha', 50.08, 14.44],
  SK: ['Bratislava', 48.15, 17.11],
  HU: ['Budapest', 47.5, 19.04],
  SI: ['Ljubljana', 46.06, 14.51],
  HR: ['Zagreb', 45.81, 15.98],
  RO: ['București', 44.43, 26.1],
  BG: ['Sofia', 42.7, 23.32],
  GR: ['Athina', 37.98, 23.73],
  CY: ['Lefkosia', 35.17, 33.36],
  MT: ['Valletta', 35.9, 14.51],
  EE: ['Tallinn', 59.44, 24.75],
  LV: ['Rīga', 56.95, 24.11],
  LT: ['Vilnius', 54.69, 25.28],
  NO: ['Oslo', 59.91, 10.75],
  IS: ['Reykjavík', 64.15, -21.94],
  MC: ['Monaco', 43.74, 7.42],
  AD: ['Andorra la Vella', 42.51, 1.52],
  US: ['New York', 40.71, -74.0],
  CA: ['Toronto', 43.65, -79.38],
  AU: ['Sydney', -33.87, 151.21],
  JP: ['Tokyo', 35.68, 139.69],
  TR: ['İstanbul', 41.01, 28.98],
  MA: ['Casablanca', 33.57, -7.59],
  BR: ['São Paulo', -23.55, -46.63],
  MX: ['Ciudad de México', 19.43, -99.13],
  CN: ['Shanghai', 31.23, 121.47],
};

/** Italian provincial capitals also take the 1xx codes (Milano 20121–20162, Roma 00118–00199). */
const mainDistricts = (alpha2Code: string) => (alpha2Code === 'IT' ? '01' : '0');

export type Place = { city: string; latitude: number; longitude: number; isMainCity: boolean };

const leadingLetters = (compact: string) => /^[A-Z]*/.exec(compact)?.[0] ?? '';

const rowFor = (alpha2Code: string, compact: string): { row: PlaceRow; isExact: boolean } | undefined => {
  const rows = POSTCODE_PLACES[alpha2Code];
  if (!rows || rows.length === 0) return undefined;
  if (alpha2Code === 'GB') {
    const area = leadingLetters(compact);
    const row = rows.find(([prefix]) => prefix === area);
    return row ? { row, isExact: true } : { row: rows[hash32(area) % rows.length]!, isExact: false };
  }
  let best: PlaceRow | undefined;
  for (const row of rows) {
    if (compact.startsWith(row[0]) && (!best || row[0].length > best[0].length)) best = row;
  }
  if (best) return { row: best, isExact: true };
  // No row for this prefix: the numerically nearest area below keeps neighbours together.
  const below = rows.filter(([prefix]) => prefix <= compact.slice(0, prefix.length));
  return { row: below.at(-1) ?? rows[0]!, isExact: false };
};

const townIndex = (row: PlaceRow, district: string) => {
  const towns = row[3];
  if (towns.length === 1) return 0;
  return 1 + (hash32(`${row[0]}:${district}`) % (towns.length - 1));
};

/**
 * The centre of the postcode's area (the gazetteer row, unjittered) or of the country's capital:
 * where a question about the place as a whole (its time zone) is asked.
 */
export const areaCentreOf = (
  alpha2Code: string,
  postcode: string,
): { latitude: number; longitude: number } | null => {
  const match = rowFor(alpha2Code, compactPostcode(postcode));
  if (match) return { latitude: match.row[1], longitude: match.row[2] };
  const capital = CAPITALS[alpha2Code];
  return capital ? { latitude: capital[1], longitude: capital[2] } : null;
};

/** The town and coordinates of a valid postcode; null only outside the gazetteer and capital table. */
export const placeOf = (alpha2Code: string, postcode: string): Place | null => {
  const compact = compactPostcode(postcode);
  const match = rowFor(alpha2Code, compact);
  const jitter = (scale: number, salt: string) => (unitHash(`${compact}:${salt}`) - 0.5) * scale;
  if (!match) {
    const capital = CAPITALS[alpha2Code];
    if (!capital) return null;
    return {
      city: capital[0],
      latitude: capital[1] + jitter(0.1, 'la'),
      longitude: capital[2] + jitter(0.1, 'lo'),
      isMainCity: true,
    };
  }
  const { row } = match;
  const [prefix, latitude, longitude, towns] = row;
  const rest =
    alpha2Code === 'GB' ? compact.slice(leadingLetters(compact).length) : compact.slice(prefix.length);
  // A British code is area + district + a three-character inward code; elsewhere the first digit after the area.
  const district = alpha2Code === 'GB' ? rest.slice(0, Math.max(1, rest.length - 3)) : rest.slice(0, 1);
  const isMainCity =
    towns.length === 1 ||
    (alpha2Code === 'GB' ? /^[12]\D?$/.test(district) : mainDistricts(alpha2Code).includes(district));
  const index = isMainCity ? 0 : townIndex(row, district);
  const town = towns[index]!;
  const spread = isMainCity ? 0 : 0.5;
  return {
    city: town,
    latitude: round5(latitude + (unitHash(`${prefix}:${town}:la`) - 0.5) * spread + jitter(0.04, 'la')),
    longitude: round5(longitude + (unitHash(`${prefix}:${town}:lo`) - 0.5) * spread + jitter(0.04, 'lo')),
    isMainCity,
  };
};

const round5 = (value: number) => Math.round(value * 100_000) / 100_000;

export type PostcodeMatch = { zipCode: string; city: string; postalZoneId: string };

const toMatch = (alpha2Code: string, postcode: string): PostcodeMatch | null => {
  const check = checkPostcode(alpha2Code, postcode);
  if (!check.isValid) return null;
  const place = placeOf(alpha2Code, check.postcode);
  return {
    zipCode: check.postcode,
    city: place?.city ?? '',
    postalZoneId: postalZoneOf(alpha2Code, check.compact),
  };
};

/** Whether a postcode is in the synthetic directory (a third of the well-formed codes of a known area). */
const isListed = (alpha2Code: string, compact: string) =>
  rowFor(alpha2Code, compact)?.isExact === true && hash32(`${alpha2Code}${compact}`) % 3 === 0;

const numericLength = (alpha2Code: string) => {
  const shape = postcodeFormatOf(alpha2Code).shapes.find((candidate) => /^[d\s-]+$/.test(candidate));
  return shape ? shape.replace(/[\s-]/g, '').length : undefined;
};

const MAX_CANDIDATES = 5000;

const byPrefix = (alpha2Code: string, compactQuery: string, limit: number): PostcodeMatch[] => {
  const results: PostcodeMatch[] = [];
  if (alpha2Code === 'GB') {
    for (const [area] of POSTCODE_PLACES.GB ?? []) {
      for (let district = 1; district <= 12; district++) {
        const letters = 'ABDEFGHJLNPQRSTUWXYZ';
        const seed = hash32(`${area}${district}`);
        const inward = `${1 + (seed % 9)}${letters[seed % 20]}${letters[(seed >> 5) % 20]}`;
        const code = `${area}${district}${inward}`;
        if (code.startsWith(compactQuery)) {
          const match = toMatch('GB', code);
          if (match) results.push(match);
        }
      }
    }
    return results.sort((a, b) => a.zipCode.localeCompare(b.zipCode)).slice(0, limit);
  }
  const length = numericLength(alpha2Code);
  if (!length || !/^\d*$/.test(compactQuery) || compactQuery.length === 0 || compactQuery.length > length)
    return [];
  const first = Number(compactQuery.padEnd(length, '0'));
  const last = Math.min(Number(compactQuery.padEnd(length, '9')), first + MAX_CANDIDATES);
  for (let value = first; value <= last && results.length < limit; value++) {
    const compact = String(value).padStart(length, '0');
    if (!isListed(alpha2Code, compact)) continue;
    const match = toMatch(alpha2Code, compact);
    if (match) results.push(match);
  }
  return results;
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const byTown = (alpha2Code: string, query: string, limit: number): PostcodeMatch[] => {
  const rows = POSTCODE_PLACES[alpha2Code] ?? [];
  const wanted = fold(query);
  const length = numericLength(alpha2Code);
  const results: PostcodeMatch[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    row[3].forEach((town, index) => {
      if (!fold(town).startsWith(wanted)) return;
      let code: string | undefined;
      if (alpha2Code === 'GB') {
        const district = index === 0 ? '1' : [...'3456789'].find((digit) => townIndex(row, digit) === index);
        if (district) code = `${row[0]}${district}1AB`;
      } else if (length) {
        const restLength = length - row[0].length;
        if (index === 0) code = `${row[0]}${'0'.repeat(restLength - 1)}1`;
        else {
          const district = [...'123456789'].find((digit) => townIndex(row, digit) === index);
          if (district) code = `${row[0]}${district}${'0'.repeat(restLength - 1)}`;
        }
      }
      const match = code ? toMatch(alpha2Code, code) : null;
      if (match && !seen.has(match.zipCode)) {
        seen.add(match.zipCode);
        results.push(match);
      }
    });
  }
  return results.slice(0, limit);
};

const TOWN_QUERY = /^[\p{L}][\p{L}\s'’.-]*$/u;

/** Whether a look-up text names a town rather than starting a postcode. */
export const isTownQuery = (alpha2Code: string, query: string) => {
  if (!TOWN_QUERY.test(query.trim())) return false;
  // In countries whose postcodes start with letters, letters are read as a postcode first.
  return alpha2Code !== 'GB' || query.trim().length > 3 || /\s/.test(query.trim());
};

/**
 * Postcodes for a look-up: the postcode itself when complete, otherwise listed codes starting
 * with the query, or the codes of towns whose name starts with it.
 */
export const lookupPostcodes = (options: {
  alpha2Code: string;
  query: string;
  limit: number;
}): PostcodeMatch[] => {
  const { alpha2Code, query, limit } = options;
  const trimmed = query.trim();
  if (trimmed === '') return [];
  if (isTownQuery(alpha2Code, trimmed)) {
    const towns = byTown(alpha2Code, trimmed, limit);
    if (towns.length > 0 || alpha2Code !== 'GB') return towns;
  }
  const compact = compactPostcode(trimmed);
  const exact = toMatch(alpha2Code, trimmed);
  const listed = byPrefix(alpha2Code, compact, limit);
  if (exact && !listed.some((match) => match.zipCode === exact.zipCode))
    return [exact, ...listed].slice(0, limit);
  return listed;
};
