/**
 * Postal zones: a whole country, or a part of one that carriers price or clear separately
 * (islands and enclaves). Ids are ISO 3166 codes: `ES` for mainland Spain, `ES-CN` for the Canary
 * Islands. Country zones take their names from the country list; subzones carry their own names
 * in the nine UI languages.
 */
export const UI_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'tr', 'hu', 'pt'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The UI language of a locale ("en-GB" → "en", "pt-BR" → "pt"); English for any other. */
export const uiLanguageOf = (locale: string): UiLanguage => {
  const language = locale.slice(0, 2).toLowerCase();
  return (UI_LANGUAGES as readonly string[]).includes(language) ? (language as UiLanguage) : 'en';
};

export type Translations = Record<UiLanguage, string>;

export type Subzone = {
  id: string;
  alpha2Code: string;
  /** Postcodes of the country that belong to this subzone. */
  postcodePattern: RegExp;
  names: Translations;
};

export const SUBZONES: readonly Subzone[] = [
  {
    id: 'ES-IB',
    alpha2Code: 'ES',
    postcodePattern: /^07/,
    names: {
      en: 'Balearic Islands',
      fr: 'Îles Baléares',
      de: 'Balearen',
      es: 'Islas Baleares',
      it: 'Isole Baleari',
      nl: 'Balearen',
      tr: 'Balear Adaları',
      hu: 'Baleár-szigetek',
      pt: 'Ilhas Baleares',
    },
  },
  {
    id: 'ES-CN',
    alpha2Code: 'ES',
    postcodePattern: /^(35|38)/,
    names: {
      en: 'Canary Islands',
      fr: 'Îles Canaries',
      de: 'Kanarische Inseln',
      es: 'Islas Canarias',
      it: 'Isole Canarie',
      nl: 'Canarische Eilanden',
      tr: 'Kanarya Adaları',
      hu: 'Kanári-szigetek',
      pt: 'Ilhas Canárias',
    },
  },
  {
    id: 'ES-CE',
    alpha2Code: 'ES',
    postcodePattern: /^51/,
    names: {
      en: 'Ceuta',
      fr: 'Ceuta',
      de: 'Ceuta',
      es: 'Ceuta',
      it: 'Ceuta',
      nl: 'Ceuta',
      tr: 'Ceuta',
      hu: 'Ceuta',
      pt: 'Ceuta',
    },
  },
  {
    id: 'ES-ML',
    alpha2Code: 'ES',
    postcodePattern: /^52/,
    names: {
      en: 'Melilla',
      fr: 'Melilla',
      de: 'Melilla',
      es: 'Melilla',
      it: 'Melilla',
      nl: 'Melilla',
      tr: 'Melilla',
      hu: 'Melilla',
      pt: 'Melilha',
    },
  },
  {
    id: 'PT-30',
    alpha2Code: 'PT',
    postcodePattern: /^9[0-4]/,
    names: {
      en: 'Madeira',
      fr: 'Madère',
      de: 'Madeira',
      es: 'Madeira',
      it: 'Madera',
      nl: 'Madeira',
      tr: 'Madeira',
      hu: 'Madeira',
      pt: 'Madeira',
    },
  },
  {
    id: 'PT-20',
    alpha2Code: 'PT',
    postcodePattern: /^9[5-9]/,
    names: {
      en: 'Azores',
      fr: 'Açores',
      de: 'Azoren',
      es: 'Azores',
      it: 'Azzorre',
      nl: 'Azoren',
      tr: 'Azor Adaları',
      hu: 'Azori-szigetek',
      pt: 'Açores',
    },
  },
  {
    id: 'FR-20R',
    alpha2Code: 'FR',
    postcodePattern: /^20/,
    names: {
      en: 'Corsica',
      fr: 'Corse',
      de: 'Korsika',
      es: 'Córcega',
      it: 'Corsica',
      nl: 'Corsica',
      tr: 'Korsika',
      hu: 'Korzika',
      pt: 'Córsega',
    },
  },
];

const SUBZONES_BY_ID = new Map(SUBZONES.map((zone) => [zone.id, zone]));

export const getSubzone = (id: string) => SUBZONES_BY_ID.get(id);

/** The postal zone of a (normalised) postcode: a subzone id, or the country code itself. */
export const postalZoneOf = (alpha2Code: string, postcode: string): string =>
  SUBZONES.find((zone) => zone.alpha2Code === alpha2Code && zone.postcodePattern.test(postcode))?.id ??
  alpha2Code;

/** Islands and enclaves: carriers add a surcharge there or do not go at all. */
export const isRemoteZone = (postalZoneId: string) => SUBZONES_BY_ID.has(postalZoneId);
