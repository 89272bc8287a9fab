import { describe, expect, it } from 'vitest';
import { cooldownParts } from './cooldown-text.ts';

describe('cooldownParts', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [45_000, 0, 45],
    [59_001, 1, 0],
    [60_000, 1, 0],
    [65_000, 1, 5],
    [600_000, 10, 0],
    [-5, 0, 0],
  ])('%i ms → %i min %i s', (ms, minutes, seconds) => {
    expect(cooldownParts(ms)).toEqual({ minutes, seconds });
  });
});
