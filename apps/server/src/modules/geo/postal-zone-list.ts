import { ALPHA2_CODES } from '@shipdeck/domain/geo/country-codes';
import { countryNames } from '@shipdeck/domain/geo/country-names';
import type { PostalZone } from '@shipdeck/domain/geo/geo.schema';
import { phonePrefixOf } from '@shipdeck/domain/geo/phone-prefixes';
import { SUBZONES, type Translations, type UiLanguage } from '@shipdeck/domain/geo/postal-zones';
import { hasPostcodes } from '@shipdeck/domain/geo/postcode-formats';

export type ZoneEntry = {
  id: string;
  alpha2Code: string;
  hasPostalCodes: boolean;
  phonePrefix: string | null;
  isRemote: boolean;
  translations: Translations;
};

/** Every postal zone: one per country, plus the islands and enclaves carriers treat apart. */
export const ALL_ZONES: readonly ZoneEntry[] = ALPHA2_CODES.flatMap((alpha2Code) => {
  const base = {
    alpha2Code,
    hasPostalCodes: hasPostcodes(alpha2Code),
    phonePrefix: phonePrefixOf(alpha2Code),
  };
  return [
    { id: alpha2Code, ...base, isRemote: false, translations: countryNames(alpha2Code) },
    ...SUBZONES.filter((zone) => zone.alpha2Code === alpha2Code).map((zone) => ({
      id: zone.id,
      ...base,
      isRemote: true,
      translations: zone.names,
    })),
  ];
});

const ZONES_BY_ID = new Map(ALL_ZONES.map((zone) => [zone.id, zone]));

export const findZone = (id: string) => ZONES_BY_ID.get(id);

const sorted = new Map<string, PostalZone[]>();

/** Zones named in a language and sorted by that name, optionally only those of some countries. */
export const zonesIn = (language: UiLanguage, filter?: (zone: ZoneEntry) => boolean): PostalZone[] => {
  const key = `${language}:${filter ? 'f' : 'all'}`;
  const cached = filter ? undefined : sorted.get(key);
  if (cached) return cached;
  const collator = new Intl.Collator(language);
  const zones = ALL_ZONES.filter((zone) => !filter || filter(zone))
    .map((zone) => ({
      id: zone.id,
      alpha2Code: zone.alpha2Code,
      name: zone.translations[language],
      hasPostalCodes: zone.hasPostalCodes,
      phonePrefix: zone.phonePrefix,
      isRemote: zone.isRemote,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  if (!filter) sorted.set(key, zones);
  return zones;
};
