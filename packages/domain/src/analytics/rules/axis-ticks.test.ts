import { describe, expect, it } from 'vitest';
import { axisTicks, tickStepDays } from './axis-ticks.ts';
import { eachDay } from './date-range.ts';

describe('axis tick spacing', () => {
  it.each([
    [1, 1],
    [7, 1],
    [8, 2],
    [14, 2],
    [15, 3],
    [21, 3],
    [22, 4],
    [30, 4],
    [31, 7],
    [50, 7],
    [51, 14],
    [90, 14],
  ])('%i days → a label every %i', (days, step) => {
    expect(tickStepDays(days)).toBe(step);
  });

  it.each([
    [{ from: '2026-03-01', to: '2026-03-07' }, 7],
    [{ from: '2026-03-01', to: '2026-03-14' }, 7],
    [{ from: '2026-03-01', to: '2026-03-30' }, 8],
    [{ from: '2026-01-01', to: '2026-03-31' }, 7],
  ])('labels %j on %i days, from its first day', (range, count) => {
    const ticks = axisTicks(eachDay(range));
    expect(ticks).toHaveLength(count);
    expect(ticks[0]).toBe(range.from);
  });
});
