import transliterate from '@sindresorhus/transliterate';

/**
 * Carriers' sorting machines and drivers read Latin letters: names and addresses written in Greek
 * or Cyrillic are transliterated for the label (Latin letters with accents, Turkish İ or Polish Ł,
 * stay as they are). The customs documents keep the original spelling.
 *
 * The transliteration is @sindresorhus/transliterate's; a few letters are overridden where the
 * official romanisation of the country differs from its defaults:
 * - Greek (ELOT 743): ου → ou, Θ → Th, Χ → Ch, Ψ → Ps (the defaults give oy, TH, CH, PS).
 * - Bulgarian (Streamlined System, recipients in BG): ъ → a, щ → sht.
 * - Ukrainian (national system, recipients in UA): и → y, і/ї → i (Ї → Yi), г → h, й → i.
 */
type Replacements = [string, string][];

const GREEK: Replacements = [
  ['ου', 'ou'],
  ['ού', 'ou'],
  ['Ου', 'Ou'],
  ['Ού', 'Ou'],
  ['ΟΥ', 'OU'],
  ['Θ', 'Th'],
  ['Χ', 'Ch'],
  ['Ψ', 'Ps'],
];

const BY_COUNTRY: Readonly<Record<string, Replacements>> = {
  BG: [
    ['ъ', 'a'],
    ['Ъ', 'A'],
    ['щ', 'sht'],
    ['Щ', 'Sht'],
  ],
  UA: [
    ['и', 'y'],
    ['И', 'Y'],
    ['і', 'i'],
    ['ї', 'i'],
    ['Ї', 'Yi'],
    ['г', 'h'],
    ['Г', 'H'],
    ['й', 'i'],
  ],
};

const GREEK_OR_CYRILLIC = /[\p{Script=Greek}\p{Script=Cyrillic}]+/gu;

/** The text with each run of Greek or Cyrillic letters written in Latin letters. */
export const latinText = (text: string, country: string): string => {
  if (!GREEK_OR_CYRILLIC.test(text)) return text;
  GREEK_OR_CYRILLIC.lastIndex = 0;
  const customReplacements = [...GREEK, ...(BY_COUNTRY[country] ?? [])];
  return text.replace(GREEK_OR_CYRILLIC, (run) => transliterate(run, { customReplacements }));
};

/** The same for an optional field. */
export const latinTextOrNull = (text: string | null, country: string) =>
  text === null ? null : latinText(text, country);
