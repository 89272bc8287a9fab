import { describe, expect, it } from 'vitest';
import { CollectionDayMessage, collectionDayProblemOf } from './collection-day-choice.ts';

// A Monday-to-Friday carrier from Friday 6 March 2026: Monday 9 March is a holiday it skips.
const offered = ['2026-03-06', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16'];
const collected = { dropOffOrigin: false };
const droppedOff = { dropOffOrigin: true };

describe("collectionDayProblemOf: whether a draft's service takes the day chosen for it", () => {
  it.each([
    ['no day', null, collected, offered, null],
    ['an empty day', '', collected, offered, null],
    ['a day the carrier offers', '2026-03-11', collected, offered, null],
    ['the first day offered', '2026-03-06', collected, offered, null],
    ['a Saturday the carrier skips', '2026-03-07', collected, offered, CollectionDayMessage.notOffered],
    ['a holiday the carrier skips', '2026-03-09', collected, offered, CollectionDayMessage.notOffered],
    ['a day gone by', '2026-03-05', collected, offered, CollectionDayMessage.notOffered],
    ['a day past the offered ones', '2026-03-17', collected, offered, CollectionDayMessage.notOffered],
    ['a day while no day is offered', '2026-03-11', collected, [], CollectionDayMessage.notOffered],
    [
      'a day for a service dropped off at origin',
      '2026-03-11',
      droppedOff,
      offered,
      CollectionDayMessage.notCollected,
    ],
    [
      'a day for a drop-off service on a route not known yet',
      '2026-03-11',
      droppedOff,
      null,
      CollectionDayMessage.notCollected,
    ],
    ['a day with no service chosen yet', '2026-03-07', null, null, null],
    ['a day whose offered days cannot be known yet', '2026-03-07', collected, null, null],
    ['no day for a service dropped off at origin', undefined, droppedOff, offered, null],
  ] as const)('%s', (_name, chosenDate, service, offeredDates, expected) => {
    expect(collectionDayProblemOf({ chosenDate, service, offeredDates })).toBe(expected);
  });
});
