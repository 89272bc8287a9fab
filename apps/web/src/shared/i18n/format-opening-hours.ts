import type { DropoffPointSnapshot } from '@shipdeck/domain/carriers/carriers.schema';
import { openingHoursGroups, type Weekday } from '@shipdeck/domain/carriers/rules/opening-hours';
import type { TFunction } from 'i18next';

const WEEKDAY_INDEX: Record<Weekday, number> = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};

/** A weekday's short name in the reader's language ("Mon", "lun.", "Mo"): 1 January 2024 was a Monday. */
export const weekdayName = (day: Weekday, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEKDAY_INDEX[day])),
  );

const ALL_DAY = '00:00-24:00';

/** A point's week as lines a person reads at its door: "Mon–Fri: 09:30–14:00, 17:00–20:30", "Sun: closed". */
export const openingHoursLines = (
  openingTimes: DropoffPointSnapshot['openingTimes'],
  options: { t: TFunction; language: string },
) => {
  const { t, language } = options;
  return openingHoursGroups(openingTimes).map((group) => {
    const first = weekdayName(group.firstDay, language);
    const days =
      group.firstDay === group.lastDay
        ? first
        : t('point.days', { first, last: weekdayName(group.lastDay, language) });
    const hours =
      group.time === ''
        ? t('point.closed')
        : group.time === ALL_DAY
          ? t('point.all-day')
          : group.time.replaceAll('-', '–');
    return t('point.hours-line', { days, hours });
  });
};
