import { timeZoneOfPlace } from '@shipdeck/domain/geo/time-zone';
import { nextPickupDays } from '@shipdeck/domain/pickups/rules/next-pickup-days';
import { localDateTime, publicHolidays } from './calendar.ts';
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
  const [windowFrom, windowTo] = service.collectionWindow;
  const dates: CollectionDay[] = nextPickupDays({
    localDate: local.date,
    localTime: local.time,
    cutoffTime: service.cutoffTime,
    collectsOnSaturday: Boolean(service.saturdayCollection),
    isClosed: (date) =>
      carrier.closures.includes(date.slice(5)) ||
      publicHolidays(from.country, Number(date.slice(0, 4))).has(date),
    count,
    horizonDays: SEARCH_HORIZON_DAYS,
  }).map((date) => ({ date, from: windowFrom, to: windowTo }));
  const plan = { timeZone, cutoffTime: service.cutoffTime, dates };
  planCache.set(key, plan);
  return plan;
};
