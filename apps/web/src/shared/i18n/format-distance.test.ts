import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.ts';

describe('formatDistance', () => {
  it.each([
    [350, 'en-GB', '350 m'],
    [999, 'en-GB', '999 m'],
    [1000, 'en-GB', '1 km'],
    [1240, 'en-GB', '1.2 km'],
    [1240, 'de', '1,2 km'],
    [12_600, 'fr', '12,6 km'],
    [20, 'es', '20 m'],
  ])('%i m in %s reads "%s"', (metres, language, text) => {
    expect(formatDistance(metres, language).replace(/\s/g, ' ')).toBe(text);
  });
});
