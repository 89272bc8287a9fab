/**
 * Postcode formats per country. A format is a list of shapes: `d` a digit, `a` a letter, `x` a letter
 * or digit, `-` and ` ` separators, an upper-case letter a literal that may be left out (`LV-dddd`
 * accepts `1050` and `LV-1050`). Input is compared without separators and case, then printed in the
 * shape's canonical form. `check` rejects values that have the shape but cannot exist (Spanish
 * provinces stop at 52). Countries not listed accept 2–10 letters and digits.
 */

export type PostcodeFormat = {
  shapes: readonly string[];
  /** A further rule on the separator-free value; `isPartial` when checking what a user is still typing. */
  check?: (compact: string, isPartial: boolean) => boolean;
  /** Countries with no postcode system: any value, or none, is accepted. */
  hasPostcodes?: false;
  /** An example shown in messages and docs. */
  example: string;
};

/** Whether a (possibly partial) digit string can start a number within [min, max] of `digits` digits. */
const leadingRange =
  (digits: number, min: number, max: number) =>
  (compact: string, isPartial: boolean): boolean => {
    const head = compact.slice(0, digits);
    if (!/^\d*$/.test(head)) return false;
    if (!isPartial || head.length === digits) {
      const value = Number(head);
      return head.length === digits && value >= min && value <= max;
    }
    const low = Number(head.padEnd(digits, '0'));
    const high = Number(head.padEnd(digits, '9'));
    return high >= min && low <= max;
  };

const GB_AREA_FIRST = /^[A-PR-UWYZ]/;
const GB_AREA_SECOND = /^[A-PR-UWYZ][A-HK-Y]/;
const GB_INWARD_LETTERS = /^[ABD-HJLNP-UW-Z]{2}$/;

const checkGb = (compact: string, isPartial: boolean) => {
  if (compact.length >= 1 && !GB_AREA_FIRST.test(compact)) return false;
  if (/^[A-Z][A-Z]/.test(compact) && !GB_AREA_SECOND.test(compact)) return false;
  // The inward code's two letters never use C, I, K, M, O or V.
  return isPartial || GB_INWARD_LETTERS.test(compact.slice(-2));
};

const NO_POSTCODES: PostcodeFormat = { shapes: [], hasPostcodes: false, example: '' };

export const POSTCODE_FORMATS: Readonly<Record<string, PostcodeFormat>> = {
  // European Union
  AT: { shapes: ['dddd'], check: leadingRange(1, 1, 9), example: '1010' },
  BE: { shapes: ['dddd'], check: leadingRange(1, 1, 9), example: '1000' },
  BG: { shapes: ['dddd'], check: leadingRange(1, 1, 9), example: '1000' },
  HR: { shapes: ['ddddd'], check: leadingRange(1, 1, 5), example: '10000' },
  CY: { shapes: ['dddd'], check: leadingRange(1, 1, 9), example: '1010' },
  CZ: { shapes: ['ddd dd'], check: leadingRange(1, 1, 7), example: '110 00' },
  DK: { shapes: ['dddd'], example: '1050' },
  EE: { shapes: ['ddddd'], check: leadingRange(1, 1, 9), example: '10111' },
  FI: { shapes: ['ddddd'], example: '00100' },
  FR: {
    shapes: ['ddddd'],
    check: (c, p) => leadingRange(2, 1, 98)(c, p) && !/^96/.test(c),
    example: '75001',
  },
  DE: { shapes: ['ddddd'], check: leadingRange(2, 1, 99), example: '10115' },
  GR: { shapes: ['ddd dd'], check: leadingRange(1, 1, 8), example: '104 31' },
  HU: { shapes: ['dddd'], check: leadingRange(1, 1, 9), example: '1051' },
  IE: { shapes: ['ada xxxx', 'add xxxx'], example: 'D02 X285' },
  IT: { shapes: ['ddddd'], check: leadingRange(2, 0, 98), example: '00184' },
  LV: {
    shapes: ['LV-dddd'],
    check: (c, p) => leadingRange(1, 1, 5)(c.replace(/^LV/, ''), p),
    example: 'LV-1050',
  },
  LT: {
    shapes: ['LT-ddddd'],
    check: (c, p) => leadingRange(1, 0, 9)(c.replace(/^LT/, ''), p),
    example: 'LT-01100',
  },
  LU: {
    shapes: ['L-dddd'],
    check: (c, p) => leadingRange(1, 1, 9)(c.replace(/^L/, ''), p),
    example: 'L-1009',
  },
  MT: { shapes: ['aaa dddd'], example: 'VLT 1117' },
  NL: {
    shapes: ['dddd aa', 'dddd'],
    check: (c, p) => leadingRange(1, 1, 9)(c, p) && !/^\d{4}(SA|SD|SS)$/.test(c),
    example: '1011 AB',
  },
  PL: { shapes: ['dd-ddd'], example: '00-950' },
  PT: { shapes: ['dddd-ddd', 'dddd'], check: leadingRange(1, 1, 9), example: '1000-001' },
  RO: { shapes: ['dddddd'], example: '010011' },
  SK: { shapes: ['ddd dd'], check: leadingRange(1, 0, 9), example: '811 01' },
  SI: { shapes: ['dddd'], check: leadingRange(1, 1, 9), example: '1000' },
  ES: { shapes: ['ddddd'], check: leadingRange(2, 1, 52), example: '28001' },
  SE: { shapes: ['ddd dd'], check: leadingRange(1, 1, 9), example: '111 22' },
  // Europe outside the EU
  GB: {
    shapes: ['ad daa', 'add daa', 'aad daa', 'aadd daa', 'ada daa', 'aada daa'],
    check: checkGb,
    example: 'SW1A 1AA',
  },
  CH: { shapes: ['dddd'], check: leadingRange(4, 1000, 9699), example: '8001' },
  LI: { shapes: ['dddd'], check: leadingRange(4, 9485, 9498), example: '9490' },
  NO: { shapes: ['dddd'], example: '0150' },
  IS: { shapes: ['ddd'], check: leadingRange(1, 1, 9), example: '101' },
  MC: { shapes: ['ddddd'], check: leadingRange(5, 98000, 98099), example: '98000' },
  AD: { shapes: ['ADddd'], example: 'AD500' },
  SM: { shapes: ['ddddd'], check: leadingRange(5, 47890, 47899), example: '47890' },
  VA: { shapes: ['ddddd'], check: leadingRange(5, 120, 120), example: '00120' },
  AL: { shapes: ['dddd'], example: '1001' },
  BA: { shapes: ['ddddd'], example: '71000' },
  ME: { shapes: ['ddddd'], example: '81000' },
  MK: { shapes: ['dddd'], example: '1000' },
  RS: { shapes: ['ddddd'], example: '11000' },
  MD: { shapes: ['MD-dddd'], example: 'MD-2001' },
  UA: { shapes: ['ddddd'], example: '01001' },
  TR: { shapes: ['ddddd'], check: leadingRange(2, 1, 81), example: '34000' },
  RU: { shapes: ['dddddd'], example: '101000' },
  BY: { shapes: ['dddddd'], example: '220030' },
  GI: { shapes: ['GX11 1AA'], example: 'GX11 1AA' },
  FO: { shapes: ['ddd'], example: '100' },
  GG: { shapes: ['GYd daa', 'GYdd daa'], example: 'GY1 1AA' },
  JE: { shapes: ['JEd daa'], example: 'JE2 3AB' },
  IM: { shapes: ['IMd daa', 'IMdd daa'], example: 'IM1 1AA' },
  // Rest of the world
  US: { shapes: ['ddddd', 'ddddd-dddd'], example: '10001' },
  CA: { shapes: ['ada dad'], check: (c) => /^[ABCEGHJ-NPRSTVXY]/.test(c) || c === '', example: 'K1A 0B1' },
  MX: { shapes: ['ddddd'], example: '01000' },
  BR: { shapes: ['ddddd-ddd'], example: '01310-100' },
  AR: { shapes: ['adddaaa', 'dddd'], example: 'C1002AAA' },
  CL: { shapes: ['ddddddd'], example: '8320000' },
  CO: { shapes: ['dddddd'], example: '110111' },
  PE: { shapes: ['ddddd'], example: '15001' },
  AU: { shapes: ['dddd'], example: '2000' },
  NZ: { shapes: ['dddd'], example: '6011' },
  JP: { shapes: ['ddd-dddd'], example: '100-0001' },
  CN: { shapes: ['dddddd'], example: '100000' },
  KR: { shapes: ['ddddd'], example: '03187' },
  IN: { shapes: ['dddddd'], check: leadingRange(1, 1, 9), example: '110001' },
  SG: { shapes: ['dddddd'], example: '018956' },
  TW: { shapes: ['ddd', 'ddddd'], example: '100' },
  TH: { shapes: ['ddddd'], example: '10200' },
  MY: { shapes: ['ddddd'], example: '50000' },
  ID: { shapes: ['ddddd'], example: '10110' },
  PH: { shapes: ['dddd'], example: '1000' },
  VN: { shapes: ['dddddd'], example: '100000' },
  IL: { shapes: ['ddddddd'], example: '6100000' },
  SA: { shapes: ['ddddd', 'ddddd-dddd'], example: '11564' },
  ZA: { shapes: ['dddd'], example: '0001' },
  MA: { shapes: ['ddddd'], example: '10000' },
  TN: { shapes: ['dddd'], example: '1000' },
  DZ: { shapes: ['ddddd'], example: '16000' },
  EG: { shapes: ['ddddd'], example: '11511' },
  // Places without postcodes
  AE: NO_POSTCODES,
  HK: NO_POSTCODES,
  QA: NO_POSTCODES,
  MO: NO_POSTCODES,
  BS: NO_POSTCODES,
  GH: NO_POSTCODES,
  FJ: NO_POSTCODES,
  AO: NO_POSTCODES,
  BW: NO_POSTCODES,
  CW: NO_POSTCODES,
  AW: NO_POSTCODES,
};

const FALLBACK: PostcodeFormat = { shapes: [], example: '12345' };
const FALLBACK_PATTERN = /^[A-Z0-9]{2,10}$/;

export const postcodeFormatOf = (alpha2Code: string): PostcodeFormat =>
  POSTCODE_FORMATS[alpha2Code] ?? FALLBACK;

export const hasPostcodes = (alpha2Code: string) => postcodeFormatOf(alpha2Code).hasPostcodes !== false;

/**
 * Whether an address in the country needs a postcode: everywhere but in the countries with no
 * postcode system (Dubai, Hong Kong…), where a recipient has none to give. Without a country it is
 * needed, as it is wherever the country is not known to go without.
 */
export const isPostcodeRequired = (alpha2Code: string | null | undefined): boolean =>
  !alpha2Code?.trim() || hasPostcodes(alpha2Code.trim().toUpperCase());

/**
 * Whether a place has the postcode it needs: one is given, or the country has none. Every path that
 * requires a postcode (forms, drafts' readiness, route searches, bulk, imports) asks this.
 */
export const isPostcodeGiven = (
  alpha2Code: string | null | undefined,
  zip: string | null | undefined,
): boolean => Boolean(zip?.trim()) || !isPostcodeRequired(alpha2Code);

/**
 * A sender's or recipient's place as a route search (services, prices, collection dates, points)
 * takes it; null while its country, or a postcode the country needs, is missing.
 */
export const routePlaceOf = (address: {
  alpha2Code?: string | null;
  zipCode?: string | null;
}): { country: string; zip: string } | null =>
  address.alpha2Code && isPostcodeGiven(address.alpha2Code, address.zipCode)
    ? { country: address.alpha2Code, zip: (address.zipCode ?? '').trim() }
    : null;

/** Upper case without spaces, dashes or dots. */
export const compactPostcode = (value: string) => value.toUpperCase().replace(/[\s\-.]/g, '');

const SEPARATOR = /[\s-]/;

/** The shape with optional literal letters either kept (when the input starts with them) or dropped. */
const classesOf = (shape: string, compact: string) => {
  const classes = [...shape].filter((char) => !SEPARATOR.test(char));
  const literalPrefix = classes.findIndex((char) => !/[A-Z]/.test(char));
  const literals = classes.slice(0, literalPrefix === -1 ? classes.length : literalPrefix).join('');
  if (literals && !compact.startsWith(literals.slice(0, Math.min(literals.length, compact.length))))
    return { classes: classes.slice(literals.length), literals, hasLiterals: false };
  return { classes, literals, hasLiterals: true };
};

const matchesClass = (char: string, klass: string) => {
  if (klass === 'd') return /\d/.test(char);
  if (klass === 'a') return /[A-Z]/.test(char);
  if (klass === 'x') return /[A-Z0-9]/.test(char);
  return char === klass;
};

const matchesShape = (shape: string, compact: string, isPartial: boolean) => {
  const { classes } = classesOf(shape, compact);
  if (isPartial ? compact.length > classes.length : compact.length !== classes.length) return false;
  return [...compact].every((char, index) => matchesClass(char, classes[index]!));
};

/** Prints a valid compact postcode in the shape's canonical form (`1011AB` → `1011 AB`). */
const printInShape = (shape: string, compact: string) => {
  const { hasLiterals, literals } = classesOf(shape, compact);
  const full = hasLiterals ? compact : literals + compact;
  let index = 0;
  let out = '';
  for (const char of shape) {
    if (SEPARATOR.test(char)) out += char;
    else out += full[index++] ?? '';
  }
  return out;
};

export type PostcodeCheck =
  | { isValid: true; postcode: string; compact: string }
  | { isValid: false; messageKey: 'form.error.postcode-invalid' | 'form.error.required' };

/**
 * The postcode without the country code some write before it (`CH-8001`, `SE-111 22`, `FI-00100`):
 * only a code with a dash followed by a digit, so a postcode that starts with letters stays whole.
 */
const withoutCountryPrefix = (alpha2Code: string, input: string) => {
  const code = alpha2Code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return input;
  return input.replace(new RegExp(`^\\s*${code}\\s*-\\s*(?=\\d)`, 'i'), '');
};

/** Whether a complete postcode can exist in the country, and its canonical form. */
export const checkPostcode = (alpha2Code: string, input: string): PostcodeCheck => {
  const format = postcodeFormatOf(alpha2Code);
  const compact = compactPostcode(withoutCountryPrefix(alpha2Code, input));
  if (format.hasPostcodes === false) return { isValid: true, postcode: input.trim(), compact };
  if (compact === '') return { isValid: false, messageKey: 'form.error.required' };
  if (format.shapes.length === 0) {
    return FALLBACK_PATTERN.test(compact)
      ? { isValid: true, postcode: input.trim().toUpperCase(), compact }
      : { isValid: false, messageKey: 'form.error.postcode-invalid' };
  }
  const shape = format.shapes.find((candidate) => matchesShape(candidate, compact, false));
  if (!shape || (format.check && !format.check(compact, false)))
    return { isValid: false, messageKey: 'form.error.postcode-invalid' };
  const postcode = printInShape(shape, compact);
  return { isValid: true, postcode, compact: compactPostcode(postcode) };
};

/** Whether what a user has typed so far can still become a valid postcode of the country. */
export const isPossiblePostcodePrefix = (alpha2Code: string, input: string): boolean => {
  const format = postcodeFormatOf(alpha2Code);
  const compact = compactPostcode(withoutCountryPrefix(alpha2Code, input));
  if (format.hasPostcodes === false || compact === '') return true;
  if (format.shapes.length === 0) return /^[A-Z0-9]{1,10}$/.test(compact);
  return (
    format.shapes.some((shape) => matchesShape(shape, compact, true)) &&
    (!format.check || format.check(compact, true))
  );
};

export const isValidPostcode = (alpha2Code: string, input: string) =>
  checkPostcode(alpha2Code, input).isValid;
