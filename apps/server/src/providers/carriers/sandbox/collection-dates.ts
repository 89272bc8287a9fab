import { timeZoneOfPlace } from '@shipdeck/domain/geo/time-zone';
import { addDays, localDateTime, publicHolidays, weekdayOf } from './calendar.ts';
import type { CarrierDefinition, ServiceDefinition } from './catalogue.schema.ts';

export const COLLECTION_DATES_SHOWN = 10;
const SEARCH_HORIZON_DAYS = 60;

const PLAN_CACHE_LIMIT = 10_000;
const planCache = new Map<string, CollectionPlan>();

export type CollectionDay = { date: string; from: string; to: string };

export type CollectionPlan = {
  timeZone: string;
  cutoffTime: string;
  dates: CollectionDay[];
};

/** Whether the carrier collects (or its points hand over parcels) on a date at the origin. */
export const isCollectionDay = (options: {
  carrier: CarrierDefinition;
  service: ServiceDefinition;
  country: string;
  date: string;
}) => {
  const { carrier, service, country, date } = options;
  const weekday = weekdayOf(date);
  if (weekday === 0) return false;
  if (weekday === 6 && !service.saturdayCollection) return false;
  if (carrier.closures.includes(date.slice(5))) return false;
  return !publicHolidays(country, Number(date.slice(0, 4))).has(date);
};

/**
 * The next collection days from `now`: today while before the cut-off in the origin's time zone,
 * then working days, skipping Sundays, Saturdays (unless the service collects then), the origin
 * country's public holidays and the carrier's closures.
 */
export const planCollection = (options: {
  carrier: CarrierDefinition;
  service: ServiceDefinition;
  from: { country: string; zip: string };
  now: Date;
  count?: number;
}): CollectionPlan => {
  const { carrier, service, from, now } = options;
  const count = options.count ?? COLLECTION_DATES_SHOWN;
  const timeZone = timeZoneOfPlace(from);
  const local = localDateTime(now, timeZone);
  const isBeforeCutoff = local.time < service.cutoffTime;
  // A search rates dozens of services: the plan only changes with the local day and the cut-off.
  const key = `${service.id}|${from.country}|${timeZone}|${local.date}|${isBeforeCutoff}|${count}`;
  const cached = planCache.get(key);
  if (cached) return cached;
  if (planCache.size > PLAN_CACHE_LIMIT) planCache.clear();
  let date = isBeforeCutoff ? local.date : addDays(local.date, 1);
  const dates: CollectionDay[] = [];
  for (let step = 0; step < SEARCH_HORIZON_DAYS && dates.length < count; step++) {
    if (isCollectionDay({ carrier, service, country: from.country, date })) {
      const [windowFrom, windowTo] = service.collectionWindow;
      dates.push({ date, from: windowFrom, to: windowTo });
    }
    date = addDays(date, 1);
  }
  const plan = { timeZone, cutoffTime: service.cutoffTime, dates };
  planCache.set(key, plan);
  return plan;
};
