import { createHash } from 'node:crypto';

type TrackingFormat = {
  /** What a seller would recognise, e.g. `1Z + 16 characters (UPS)`. */
  description: string;
  pattern: RegExp;
  generate: (seed: string) => string;
  hasValidCheck: (value: string) => boolean;
};

// Deterministic digits/characters from a seed: the same shipment parcel always gets the same number.
const hashDigits = (seed: string, count: number): string => {
  let out = '';
  for (let round = 0; out.length < count; round++) {
    const hex = createHash('sha256').update(`${seed}#${round}`).digest('hex');
    out += BigInt(`0x${hex}`).toString().slice(1, 40);
  }
  return out.slice(0, count);
};

const hashAlphanumeric = (seed: string, count: number): string => {
  const hex = createHash('sha256').update(`${seed}#alnum`).digest('hex');
  return BigInt(`0x${hex}`).toString(36).toUpperCase().slice(0, count).padStart(count, '0');
};

/** GS1 mod 10: weights 3,1,3,… from the right. */
export const gs1CheckDigit = (digits: string): number => {
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight)
    sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10;
};

export const luhnCheckDigit = (digits: string): number => {
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let value = Number(digits[i]);
    if (double) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return (10 - (sum % 10)) % 10;
};

/** UPU S10 (postal items, e.g. `RR123456785ES`): weights 8,6,4,2,3,5,9,7 mod 11. */
export const s10CheckDigit = (serial: string): number => {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(serial[i]), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
};

/** UPS 1Z: letters count as (code - 63) mod 10; odd positions once, even positions twice. */
export const upsCheckDigit = (body: string): number => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const char = body.charAt(i);
    const value = /[0-9]/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  }
  return (10 - (sum % 10)) % 10;
};

const mod37Alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*';

/** ISO 7064 MOD 37,36 (DPD parcel numbers). */
export const iso7064Mod3736 = (value: string): string => {
  let product = 36;
  for (const char of value) {
    let sum = (product + mod37Alphabet.indexOf(char)) % 36;
    if (sum === 0) sum = 36;
    product = (sum * 2) % 37;
  }
  return mod37Alphabet.charAt((37 - product) % 36);
};

const numericWithGs1 = (options: {
  prefix: string;
  length: number;
  description: string;
}): TrackingFormat => ({
  description: options.description,
  pattern: new RegExp(`^${options.prefix}\\d{${options.length - options.prefix.length}}$`),
  generate: (seed) => {
    const body = options.prefix + hashDigits(seed, options.length - options.prefix.length - 1);
    return `${body}${gs1CheckDigit(body)}`;
  },
  hasValidCheck: (value) => gs1CheckDigit(value.slice(0, -1)) === Number(value.slice(-1)),
});

const s10 = (options: { service: string; country: string; description: string }): TrackingFormat => ({
  description: options.description,
  pattern: new RegExp(`^${options.service}\\d{9}${options.country}$`),
  generate: (seed) => {
    const serial = hashDigits(seed, 8);
    return `${options.service}${serial}${s10CheckDigit(serial)}${options.country}`;
  },
  hasValidCheck: (value) => s10CheckDigit(value.slice(2, 10)) === Number(value.charAt(10)),
});

const formats: Record<string, TrackingFormat> = {
  ups: {
    description: '1Z, 6-character shipper number, 2-digit service, 7-digit package, check digit',
    pattern: /^1Z[0-9A-Z]{6}\d{2}\d{7}\d$/,
    generate: (seed) => {
      const body = `${hashAlphanumeric(seed, 6)}${Number(hashDigits(`${seed}svc`, 1)) % 2 === 0 ? '01' : '11'}${hashDigits(seed, 7)}`;
      return `1Z${body}${upsCheckDigit(body)}`;
    },
    hasValidCheck: (value) => upsCheckDigit(value.slice(2, -1)) === Number(value.slice(-1)),
  },
  dhl: {
    description: '10-digit waybill, last digit the first nine mod 7',
    pattern: /^\d{10}$/,
    generate: (seed) => {
      const body = `${1 + (Number(hashDigits(`${seed}lead`, 1)) % 9)}${hashDigits(seed, 8)}`;
      return `${body}${Number(BigInt(body) % 7n)}`;
    },
    hasValidCheck: (value) => Number(BigInt(value.slice(0, 9)) % 7n) === Number(value.charAt(9)),
  },
  gls: numericWithGs1({ prefix: '', length: 12, description: '12 digits, GS1 mod 10 check' }),
  dpd: {
    description: '14-digit parcel number and ISO 7064 MOD 37,36 check character',
    pattern: /^0\d{13}[0-9A-Z]$/,
    generate: (seed) => {
      const body = `0${hashDigits(seed, 13)}`;
      return `${body}${iso7064Mod3736(body)}`;
    },
    hasValidCheck: (value) => iso7064Mod3736(value.slice(0, 14)) === value.charAt(14),
  },
  seur: numericWithGs1({ prefix: '07', length: 14, description: '14 digits starting 07, GS1 mod 10 check' }),
  correos: s10({ service: 'PK', country: 'ES', description: 'UPU S10, PK…ES' }),
  'correos-express': numericWithGs1({ prefix: '3', length: 16, description: '16 digits, GS1 mod 10 check' }),
  chronopost: s10({ service: 'XW', country: 'FR', description: 'UPU S10, XW…FR' }),
  colissimo: {
    description: '6A and 11 digits, Luhn check',
    pattern: /^6A\d{11}$/,
    generate: (seed) => {
      const body = hashDigits(seed, 10);
      return `6A${body}${luhnCheckDigit(body)}`;
    },
    hasValidCheck: (value) => luhnCheckDigit(value.slice(2, -1)) === Number(value.slice(-1)),
  },
  brt: numericWithGs1({ prefix: '', length: 15, description: '15 digits, GS1 mod 10 check' }),
  'poste-italiane': s10({ service: 'CB', country: 'IT', description: 'UPU S10, CB…IT' }),
  bpost: numericWithGs1({ prefix: '32', length: 24, description: '24 digits starting 32, GS1 mod 10 check' }),
  inpost: numericWithGs1({ prefix: '6', length: 24, description: '24 digits starting 6, GS1 mod 10 check' }),
  'mondial-relay': numericWithGs1({ prefix: '', length: 8, description: '8 digits, GS1 mod 10 check' }),
  postnl: {
    description: '3S, 4-letter customer code and 9-digit serial (no check digit in the real format)',
    pattern: /^3S[A-Z]{4}\d{9}$/,
    generate: (seed) => {
      const customer = Array.from(hashDigits(`${seed}customer`, 8).match(/../g) ?? [], (pair) =>
        String.fromCharCode(65 + (Number(pair) % 26)),
      )
        .join('')
        .slice(0, 4);
      return `3S${customer}${hashDigits(seed, 9)}`;
    },
    hasValidCheck: () => true,
  },
  'royal-mail': s10({ service: 'TT', country: 'GB', description: 'UPU S10, TT…GB' }),
};

const fallbackFormat = numericWithGs1({
  prefix: '',
  length: 14,
  description: 'SD and 14 digits, GS1 mod 10 check',
});
const fallback: TrackingFormat = {
  ...fallbackFormat,
  pattern: /^SD\d{14}$/,
  generate: (seed) => `SD${fallbackFormat.generate(seed)}`,
  hasValidCheck: (value) => fallbackFormat.hasValidCheck(value.slice(2)),
};

const normaliseCarrierId = (carrierId: string) =>
  carrierId
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** The tracking-number format of a carrier (a generic `SD…` one for carriers we do not know). */
export const trackingFormatOf = (carrierId: string): TrackingFormat =>
  formats[normaliseCarrierId(carrierId)] ?? fallback;

export const knownTrackingCarriers = Object.keys(formats);

/**
 * The tracking number of one parcel: deterministic from carrier, shipment reference and parcel
 * index, in the carrier's real format with its check digit where the real format has one.
 */
export const generateTrackingNumber = (options: {
  carrierId: string;
  reference: string;
  /** 1-based, as printed on the label. */
  parcelIndex: number;
}): string =>
  trackingFormatOf(options.carrierId).generate(
    `${normaliseCarrierId(options.carrierId)}|${options.reference}|${options.parcelIndex}`,
  );

/** True when `value` has the carrier's shape and a correct check digit. */
export const isValidTrackingNumber = (carrierId: string, value: string): boolean => {
  const format = trackingFormatOf(carrierId);
  return format.pattern.test(value) && format.hasValidCheck(value);
};
