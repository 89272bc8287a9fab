import { describe, expect, it } from 'vitest';
import {
  isOnTime,
  MIN_ON_TIME_SAMPLE,
  MIN_SHARED_CLIENTS,
  onTimeScoreOf,
  sharedOnTimeScoreOf,
} from './on-time-score.ts';

describe('on-time score of a service on a lane', () => {
  it.each([
    { why: 'no deliveries', delivered: 0, onTime: 0, expected: null },
    { why: 'just under the minimum sample', delivered: MIN_ON_TIME_SAMPLE - 1, onTime: 9, expected: null },
    { why: 'at the minimum sample', delivered: 10, onTime: 9, expected: { percent: 90, sampleSize: 10 } },
    { why: 'all on time', delivered: 40, onTime: 40, expected: { percent: 100, sampleSize: 40 } },
    { why: 'none on time', delivered: 12, onTime: 0, expected: { percent: 0, sampleSize: 12 } },
    {
      why: 'rounded down, never up to 100',
      delivered: 251,
      onTime: 250,
      expected: { percent: 99, sampleSize: 251 },
    },
    { why: 'two thirds', delivered: 30, onTime: 20, expected: { percent: 66, sampleSize: 30 } },
    {
      why: 'counts out of range are clamped',
      delivered: 10,
      onTime: 12,
      expected: { percent: 100, sampleSize: 10 },
    },
  ])('$why', ({ delivered, onTime, expected }) => {
    expect(onTimeScoreOf({ deliveredCount: delivered, onTimeCount: onTime })).toEqual(expected);
  });

  it.each([
    { promised: '2026-12-04', delivered: '2026-12-03', expected: true },
    { promised: '2026-12-04', delivered: '2026-12-04', expected: true },
    { promised: '2026-12-04', delivered: '2026-12-05', expected: false },
    { promised: '2026-12-31', delivered: '2027-01-01', expected: false },
  ])('delivered $delivered, promised $promised: on time $expected', ({ promised, delivered, expected }) => {
    expect(isOnTime({ promisedDate: promised, deliveredDate: delivered })).toBe(expected);
  });
});

describe('sharedOnTimeScoreOf', () => {
  it.each([
    { why: 'too few clients behind it', clients: MIN_SHARED_CLIENTS - 1, delivered: 400, expected: null },
    { why: 'enough clients, too few parcels', clients: MIN_SHARED_CLIENTS, delivered: 9, expected: null },
    {
      why: 'enough of both',
      clients: MIN_SHARED_CLIENTS,
      delivered: 40,
      expected: { percent: 75, sampleSize: 40 },
    },
  ])('$why', ({ clients, delivered, expected }) => {
    expect(
      sharedOnTimeScoreOf({
        deliveredCount: delivered,
        onTimeCount: Math.floor((delivered * 3) / 4),
        clientCount: clients,
      }),
    ).toEqual(expected);
  });
});
