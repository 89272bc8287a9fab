import { describe, expect, it } from 'vitest';
import { openingHoursGroups } from './opening-hours.ts';

const shop = '09:30-14:00, 17:00-20:30';
const week = (times: string[]) =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day, i) => ({
    day,
    time: times[i]!,
  }));

describe('openingHoursGroups: a point week as its door shows it', () => {
  it.each([
    [
      'a shop: weekdays, Saturday morning, closed on Sunday',
      week([shop, shop, shop, shop, shop, '10:00-14:00', '']),
      [
        { firstDay: 'monday', lastDay: 'friday', time: shop },
        { firstDay: 'saturday', lastDay: 'saturday', time: '10:00-14:00' },
        { firstDay: 'sunday', lastDay: 'sunday', time: '' },
      ],
    ],
    [
      'a locker open day and night',
      week(Array(7).fill('00:00-24:00')),
      [{ firstDay: 'monday', lastDay: 'sunday', time: '00:00-24:00' }],
    ],
    [
      'the same hours apart are not joined',
      week(['08:00-12:00', '', '08:00-12:00', '08:00-12:00', '', '', '']),
      [
        { firstDay: 'monday', lastDay: 'monday', time: '08:00-12:00' },
        { firstDay: 'tuesday', lastDay: 'tuesday', time: '' },
        { firstDay: 'wednesday', lastDay: 'thursday', time: '08:00-12:00' },
        { firstDay: 'friday', lastDay: 'sunday', time: '' },
      ],
    ],
    [
      'days the carrier leaves out are closed, and the list is read Monday first',
      [
        { day: 'tuesday', time: '09:00-18:00' },
        { day: 'monday', time: '09:00-18:00' },
      ],
      [
        { firstDay: 'monday', lastDay: 'tuesday', time: '09:00-18:00' },
        { firstDay: 'wednesday', lastDay: 'sunday', time: '' },
      ],
    ],
  ] as const)('%s', (_name, openingTimes, expected) => {
    expect(openingHoursGroups(openingTimes)).toEqual(expected);
  });
});
