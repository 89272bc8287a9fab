/**
 * Postcode shapes per country, so an address with a malformed postcode is refused before a look-up
 * or a carrier ever sees it. A country missing from the table accepts any 2–10 letters, digits,
 * spaces or dashes (most of the world's formats), because refusing a real postcode is worse than
 * accepting an odd one.
 *
 * Temporary home: the geo module (packages/domain/src/geo) will own postcode formats; once it
 * exports its check, `isPostcodeWellFormed` delegates to it and this table goes.
 */
const POSTCODE_PATTERNS: Record<string, RegExp> = {
  // Spain: 5 digits, the first two a province 01–52.
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  // France (and Monaco): 5 digits; no department 00.
  FR: /^(0[1-9]|[1-9]\d)\d{3}$/,
  MC: /^980\d{2}$/,
  DE: /^(0[1-9]|[1-9]\d)\d{3}$/,
  IT: /^\d{5}$/,
  PT: /^[1-9]\d{3}-?\d{3}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/i,
  BE: /^[1-9]\d{3}$/,
  LU: /^(L-)?\d{4}$/i,
  AT: /^[1-9]\d{3}$/,
  CH: /^[1-9]\d{3}$/,
  DK: /^[1-9]\d{3}$/,
  HU: /^[1-9]\d{3}$/,
  NO: /^\d{4}$/,
  SE: /^[1-9]\d{2} ?\d{2}$/,
  FI: /^\d{5}$/,
  PL: /^\d{2}-?\d{3}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  GR: /^\d{3} ?\d{2}$/,
  TR: /^\d{5}$/,
  IE: /^[A-Z]\d[\dW] ?[\dA-Z]{4}$/i,
  GB: /^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i,
  US: /^\d{5}(-\d{4})?$/,
  AD: /^AD\d{3}$/i,
};

const FALLBACK_PATTERN = /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/i;

/** True when the postcode has the shape used in the country (alpha-2 code, any case). */
export const isPostcodeWellFormed = (input: { alpha2Code: string; zipCode: string }): boolean => {
  const zipCode = input.zipCode.trim();
  if (zipCode === '') return false;
  const pattern = POSTCODE_PATTERNS[input.alpha2Code.toUpperCase()] ?? FALLBACK_PATTERN;
  return pattern.test(zipCode);
};
