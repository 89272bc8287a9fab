import { isPostcodeRequired } from '../geo/postcode-formats.ts';
import type { CompactFormat } from './address-format-source.ts';
import { STATE_REQUIRED_COUNTRIES } from './address-format-source.ts';
import formats from './address-formats.json' with { type: 'json' };

export { STATE_REQUIRED_COUNTRIES } from './address-format-source.ts';

/** The fields of a place, as the address forms and the API name them. */
export type PlaceField = 'zipCode' | 'city' | 'state';
/** What a printed address line holds: the person, the company, the street and the place fields. */
export type LineField = 'name' | 'company' | 'street' | PlaceField;

export type Subdivision = { code: string; name: string };

/** How a country writes an address, from the libaddressinput data (address-formats.json). */
export type AddressFormat = {
  /** City, state and postcode lines in the country's order: US `[[city, state, zipCode]]`, DE `[[zipCode, city]]`. */
  placeLines: PlaceField[][];
  /** Whether the country writes a state, province or county at all. */
  hasState: boolean;
  /** Required by carriers (and so by our rules): one of `subdivisions`. */
  isStateRequired: boolean;
  /** Whether the country's addresses need a postcode: all but the countries with no postcode system (Dubai, Hong Kong…). */
  isPostcodeRequired: boolean;
  /** Whether the country's addresses need a city: all but a few city states and islands (Singapore, Gibraltar…). */
  isCityRequired: boolean;
  /** What the country calls its postcode and its state (libaddressinput's name types: `zip`, `province`). */
  zipLabel: string;
  stateLabel: string;
  /** The states or provinces a state-required country has; empty elsewhere. */
  subdivisions: readonly Subdivision[];
};

const FORMATS = formats as unknown as Record<string, CompactFormat>;
const DEFAULT = FORMATS.ZZ as CompactFormat;
const STATE_REQUIRED: ReadonlySet<string> = new Set(STATE_REQUIRED_COUNTRIES);

const TOKENS: Record<string, LineField> = {
  N: 'name',
  O: 'company',
  A: 'street',
  C: 'city',
  S: 'state',
  Z: 'zipCode',
};

type Piece = { field: LineField } | { text: string };

/** A format string (`%N%n%O%n%A%n%C, %S %Z`) as lines of fields and literal text. */
const linesOf = (fmt: string): Piece[][] =>
  fmt.split('%n').map((line) =>
    line
      .split(/(%[A-Za-z])/)
      .filter(Boolean)
      .flatMap((part): Piece[] => {
        if (!part.startsWith('%')) return [{ text: part }];
        const field = TOKENS[part.slice(1)];
        return field ? [{ field }] : [];
      }),
  );

const fieldsOf = (line: Piece[]) => line.flatMap((piece) => ('field' in piece ? [piece.field] : []));
const isPlaceField = (field: LineField): field is PlaceField =>
  field === 'zipCode' || field === 'city' || field === 'state';

const cache = new Map<string, AddressFormat>();

/**
 * The country's address format. Every place field our addresses have appears once: a postcode or a
 * city the country does not write is shown last, and the state only where the country writes one.
 */
export const addressFormatOf = (alpha2Code: string | null | undefined): AddressFormat => {
  const country = (alpha2Code ?? '').toUpperCase();
  const cached = cache.get(country);
  if (cached) return cached;
  const source = FORMATS[country] ?? DEFAULT;
  const placeLines = linesOf(source.fmt)
    .map((line) => fieldsOf(line).filter(isPlaceField))
    .filter((line) => line.length > 0);
  const written = placeLines.flat();
  for (const field of ['zipCode', 'city'] as const) if (!written.includes(field)) placeLines.push([field]);
  const format: AddressFormat = {
    placeLines,
    hasState: written.includes('state'),
    isStateRequired: STATE_REQUIRED.has(country),
    isPostcodeRequired: isPostcodeRequired(country),
    isCityRequired: (source.require ?? DEFAULT.require ?? '').includes('C'),
    zipLabel: source.zip ?? DEFAULT.zip ?? 'postal',
    stateLabel: source.state ?? DEFAULT.state ?? 'province',
    subdivisions: (source.subdivisions ?? []).map(([code, name]) => ({ code, name })),
  };
  cache.set(country, format);
  return format;
};

/** Lower case, no accents, letters and digits only: "Ags." and "AGS", "Québec" and "quebec" match. */
const comparable = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The subdivision a typed state names, by its code, its postal abbreviation or its name ("CA",
 * "California", "Ags.", "AGU"), in the country's list; null when it names none.
 */
export const findSubdivision = (alpha2Code: string, state: string): Subdivision | null => {
  const wanted = comparable(state);
  if (!wanted) return null;
  const source = FORMATS[alpha2Code.toUpperCase()]?.subdivisions ?? [];
  const match = source.find((entry) => entry.some((value) => comparable(value) === wanted));
  return match ? { code: match[0], name: match[1] } : null;
};

type PrintedAddress = Partial<Record<PlaceField | 'street1' | 'street2' | 'company', string | null>> & {
  name?: string | null;
  alpha2Code?: string | null;
};

/** Separators that only make sense between two values. */
const trimSeparators = (line: string) =>
  line
    .replace(/\s+/g, ' ')
    .replace(/^[\s,\-–/]+|[\s,\-–/]+$/g, '')
    .trim();

/**
 * An address as the country prints it, one string a line, without the country line: the person,
 * the company, the street and the place in the country's order ("10115 Berlin", "Austin, TX 78701").
 * Empty fields and the separators around them are left out.
 */
export const printedAddressLines = (address: PrintedAddress): string[] => {
  const source = FORMATS[(address.alpha2Code ?? '').toUpperCase()] ?? DEFAULT;
  const textOf = (field: LineField): string => {
    if (field === 'street') return [address.street1, address.street2].filter(Boolean).join('\n');
    return (field === 'name' ? address.name : address[field])?.trim() ?? '';
  };
  const lines = linesOf(source.fmt);
  const written = new Set(lines.flatMap(fieldsOf));
  const missing = (['zipCode', 'city', 'state'] as const).filter((field) => !written.has(field));
  return [...lines, ...missing.map((field): Piece[] => [{ field }])]
    .flatMap((line) => {
      const text = line.map((piece) => ('field' in piece ? textOf(piece.field) : piece.text)).join('');
      return fieldsOf(line).some((field) => textOf(field)) ? text.split('\n') : [];
    })
    .map(trimSeparators)
    .filter(Boolean);
};

/** Only the place of an address (postcode, city, state) as the country prints it: "Austin, TX 78701". */
export const printedPlaceLines = (address: Pick<PrintedAddress, PlaceField | 'alpha2Code'>): string[] =>
  printedAddressLines({
    zipCode: address.zipCode,
    city: address.city,
    state: address.state,
    alpha2Code: address.alpha2Code,
  });

/** Every name the data gives a postcode or a state field; the web shows a text for each ("postal" keeps "Postcode"). */
export const FIELD_NAME_TYPES = {
  zip: [...new Set(Object.values(FORMATS).flatMap((format) => (format.zip ? [format.zip] : [])))].filter(
    (type) => type !== 'postal',
  ),
  state: [...new Set(Object.values(FORMATS).flatMap((format) => (format.state ? [format.state] : [])))],
};
