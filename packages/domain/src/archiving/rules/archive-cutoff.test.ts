import { describe, expect, it } from 'vitest';
import type { ArchiveRetention } from '../archive-settings.schema.ts';
import { archiveCutoff } from './archive-cutoff.ts';

describe('archive cutoff', () => {
  const asOf = new Date('2026-03-31T02:00:00Z');
  it.each([
    ['ONEWEEK', '2026-03-24T02:00:00.000Z'],
    ['TWOWEEKS', '2026-03-17T02:00:00.000Z'],
    ['MONTH', '2026-03-01T02:00:00.000Z'],
    ['NEVER', null],
  ] as const)('%s as of 31 March → %s', (retention, expected) => {
    expect(archiveCutoff(retention as ArchiveRetention, asOf)?.toISOString() ?? null).toBe(expected);
  });
});
