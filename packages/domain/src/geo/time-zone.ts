/**
 * The time zone a place keeps its clock in, and the calendar date and time there at an instant.
 * Dates a seller reads (the ship date on a label, the collection days offered) follow the clock of
 * the warehouse, not the server's nor UTC's.
 */
import tzlookup from 'tz-lookup';
import { areaCentreOf } from './postcode-directory.ts';

type LocaleWithZones = Intl.Locale & { timeZones?: string[]; getTimeZones?: () => string[] };

/** The IANA zones a country uses, from the platform's CLDR data (ICU). */
export const countryTimeZones = (alpha2Code: string): readonly string[] => {
  try {
    const locale = new Intl.Locale(`und-${alpha2Code}`) as LocaleWithZones;
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
};

const zoneCache = new Map<string, string>();

/**
 * The time zone of a postcode in a country. A country with one zone (CLDR) is that zone; in a
 * country with several (Spain and its Canaries, Portugal and its islands) the zone whose boundary
 * holds the postcode's area (tz boundary data), among the country's own zones.
 */
export const timeZoneOfPlace = (place: { country: string; zip: string }): string => {
  const key = `${place.country}|${place.zip}`;
  const cached = zoneCache.get(key);
  if (cached) return cached;
  const zones = countryTimeZones(place.country);
  let zone = zones.length === 1 ? zones[0]! : undefined;
  if (!zone) {
    const centre = areaCentreOf(place.country, place.zip);
    const found = centre ? tzlookup(centre.latitude, centre.longitude) : undefined;
    zone = found && (zones.length === 0 || zones.includes(found)) ? found : (zones[0] ?? 'UTC');
  }
  if (zoneCache.size > 10_000) zoneCache.clear();
  zoneCache.set(key, zone);
  return zone;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The calendar date (`YYYY-MM-DD`) and wall-clock time (`HH:MM`) at an instant in a time zone. */
export const localDateTime = (instant: Date, timeZone: string): { date: string; time: string } => {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

/** Today's date at a place: what a seller there would write on a parcel. */
export const localDateAt = (instant: Date, place: { country: string; zip: string }): string =>
  localDateTime(instant, timeZoneOfPlace(place)).date;
