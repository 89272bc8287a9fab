/**
 * Country groupings that decide rating zones, customs and tax. Membership lists are as of 2026.
 * Subzones (islands, enclaves) come from postal-zones.ts.
 */

export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

const EU_SET: ReadonlySet<string> = new Set(EU_MEMBER_STATES);

/** Monaco is inside the EU customs and VAT territory through France. */
const CUSTOMS_UNION_SET: ReadonlySet<string> = new Set([...EU_MEMBER_STATES, 'MC']);

/** European countries outside the EU: rated in their own zone, and customs always apply. */
export const EUROPE_NON_EU = [
  'GB',
  'CH',
  'NO',
  'IS',
  'LI',
  'AD',
  'SM',
  'VA',
  'AL',
  'BA',
  'ME',
  'MK',
  'RS',
  'XK',
  'MD',
  'UA',
  'TR',
  'GI',
  'FO',
  'GG',
  'JE',
  'IM',
  'AX',
] as const;
const EUROPE_NON_EU_SET: ReadonlySet<string> = new Set(EUROPE_NON_EU);

/** World zone 1: North America. */
const WORLD_1: ReadonlySet<string> = new Set(['US', 'CA', 'MX', 'PR']);
/** World zone 2: Asia, Oceania and the Middle East. */
const WORLD_2: ReadonlySet<string> = new Set([
  'AE',
  'AF',
  'AM',
  'AU',
  'AZ',
  'BD',
  'BH',
  'BN',
  'BT',
  'CN',
  'FJ',
  'GE',
  'HK',
  'ID',
  'IL',
  'IN',
  'IQ',
  'JO',
  'JP',
  'KG',
  'KH',
  'KR',
  'KW',
  'KZ',
  'LA',
  'LB',
  'LK',
  'MM',
  'MN',
  'MO',
  'MV',
  'MY',
  'NP',
  'NZ',
  'OM',
  'PG',
  'PH',
  'PK',
  'PS',
  'QA',
  'SA',
  'SG',
  'TH',
  'TJ',
  'TL',
  'TM',
  'TW',
  'UZ',
  'VN',
  'YE',
  'NC',
  'PF',
  'WS',
  'TO',
  'VU',
  'SB',
]);

/** No carrier of the sandbox accepts parcels for these destinations (sanctions, as real carriers do). */
export const EMBARGOED_COUNTRIES: ReadonlySet<string> = new Set(['KP', 'IR', 'SY', 'CU', 'RU', 'BY']);

export const RateZone = {
  domestic: 'domestic',
  eu: 'eu',
  europe: 'europe',
  world1: 'world1',
  world2: 'world2',
  world3: 'world3',
} as const;
export type RateZone = (typeof RateZone)[keyof typeof RateZone];
export const RATE_ZONES = Object.values(RateZone);

export const isEuMember = (country: string) => EU_SET.has(country);
export const isInCustomsUnion = (country: string) => CUSTOMS_UNION_SET.has(country);

/** The zone a parcel from one country to another is rated in. */
export const rateZoneOf = (origin: string, destination: string): RateZone => {
  if (origin === destination) return RateZone.domestic;
  if (isInCustomsUnion(destination) && isInCustomsUnion(origin)) return RateZone.eu;
  if (isInCustomsUnion(destination) || EUROPE_NON_EU_SET.has(destination)) return RateZone.europe;
  if (WORLD_1.has(destination)) return RateZone.world1;
  if (WORLD_2.has(destination)) return RateZone.world2;
  return RateZone.world3;
};

/**
 * Standard VAT rates (percent) charged on the shipping price, by origin country: the tax
 * on a shipment is the VAT of its origin country. Origins outside this table are taxed at 0.
 */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  HR: 25,
  CY: 19,
  CZ: 21,
  DK: 25,
  EE: 24,
  FI: 25.5,
  FR: 20,
  DE: 19,
  GR: 24,
  HU: 27,
  IE: 23,
  IT: 22,
  LV: 21,
  LT: 21,
  LU: 17,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SK: 23,
  SI: 22,
  ES: 21,
  SE: 25,
  MC: 20,
  GB: 20,
  CH: 8.1,
  NO: 25,
  LI: 8.1,
};

export const vatRateOf = (originCountry: string): number => VAT_RATES[originCountry] ?? 0;
