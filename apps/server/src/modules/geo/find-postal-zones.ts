import type { PostalZone } from '@shipdeck/domain/geo/geo.schema';
import type { UiLanguage } from '@shipdeck/domain/geo/postal-zones';
import { ALL_ZONES, zonesIn } from './postal-zone-list.ts';

/** Where a shipment can start: the zones of the countries some carrier picks up from (`origins`). */
export const findOrigins = (language: UiLanguage, origins: ReadonlySet<string>): PostalZone[] =>
  zonesIn(language, (zone) => origins.has(zone.alpha2Code));

/** Where a shipment can go: every zone (carriers then decide per route). */
export const findDestinations = (language: UiLanguage): PostalZone[] => zonesIn(language);

/** Every zone with its name in the nine UI languages. */
export const findPostalZones = () =>
  ALL_ZONES.map(({ id, alpha2Code, hasPostalCodes, isRemote, translations }) => ({
    id,
    alpha2Code,
    hasPostalCodes,
    isRemote,
    translations,
  }));
