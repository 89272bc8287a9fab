import { describe, expect, it } from 'vitest';
import {
  isSearchApplicable,
  presetOfRange,
  presetRange,
  startOfDayIn,
  type TransactionPreset,
  transactionsRangeError,
} from './transactions-range.ts';

describe('reference search of the transactions', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['O', false],
    ['ORD', false],
    [' ORD ', false],
    ['ORD-', true],
    ['ORD-20261101-ABCDEFGH', true],
  ])('%j is searched: %s', (text, expected) => {
    expect(isSearchApplicable(text)).toBe(expected);
  });
});

describe('date presets of the transactions', () => {
  it.each<[TransactionPreset, string, { from: string; to: string } | null]>([
    ['last-30-days', '2026-11-26', { from: '2026-10-28', to: '2026-11-26' }],
    ['last-30-days', '2026-03-01', { from: '2026-01-31', to: '2026-03-01' }],
    ['this-month', '2026-11-26', { from: '2026-11-01', to: '2026-11-26' }],
    ['this-month', '2026-11-01', { from: '2026-11-01', to: '2026-11-01' }],
    ['last-month', '2026-11-26', { from: '2026-10-01', to: '2026-10-31' }],
    ['last-month', '2026-03-15', { from: '2026-02-01', to: '2026-02-28' }],
    ['last-month', '2024-03-31', { from: '2024-02-01', to: '2024-02-29' }],
    ['last-month', '2026-01-10', { from: '2025-12-01', to: '2025-12-31' }],
    ['custom', '2026-11-26', null],
  ])('%s on %s covers %o', (preset, today, expected) => {
    expect(presetRange(preset, today)).toEqual(expected);
  });

  it.each<[{ from?: string; to?: string }, TransactionPreset]>([
    [{ from: '2026-10-28', to: '2026-11-26' }, 'last-30-days'],
    [{ from: '2026-11-01', to: '2026-11-26' }, 'this-month'],
    [{ from: '2026-10-01', to: '2026-10-31' }, 'last-month'],
    [{ from: '2026-10-02', to: '2026-10-31' }, 'custom'],
    [{}, 'custom'],
  ])('the range %o is the preset %s', (range, expected) => {
    expect(presetOfRange(range, '2026-11-26')).toBe(expected);
  });
});

describe('custom range of the transactions', () => {
  it.each<[{ from?: string; to?: string }, ReturnType<typeof transactionsRangeError>]>([
    [{}, null],
    [{ from: '2026-11-01', to: '2026-11-26' }, null],
    [{ from: '2026-11-26', to: '2026-11-26' }, null],
    [{ from: '2026-11-01' }, null],
    [{ to: '2026-11-27' }, { message: 'billing.transactions.error.after-today', field: 'to' }],
    [
      { from: '2026-11-27', to: '2026-11-27' },
      { message: 'billing.transactions.error.after-today', field: 'from' },
    ],
    [
      { from: '2026-11-20', to: '2026-11-10' },
      { message: 'billing.transactions.error.range-reversed', field: 'to' },
    ],
    [{ from: '26-11-2026' }, { message: 'billing.transactions.error.invalid-date', field: 'from' }],
    [{ from: '2026-02-30' }, { message: 'billing.transactions.error.invalid-date', field: 'from' }],
    [{ to: '2026/11/01' }, { message: 'billing.transactions.error.invalid-date', field: 'to' }],
  ])('%o → %o', (range, expected) => {
    expect(transactionsRangeError(range, '2026-11-26')).toEqual(expected);
  });
});

describe('days read on the reader calendar', () => {
  it.each([
    ['2026-11-26', undefined, '2026-11-26T00:00:00.000Z'],
    ['2026-11-26', 'Europe/Madrid', '2026-11-25T23:00:00.000Z'],
    ['2026-07-01', 'Europe/Madrid', '2026-06-30T22:00:00.000Z'],
    ['2026-03-29', 'Europe/Madrid', '2026-03-28T23:00:00.000Z'],
    ['2026-11-26', 'America/New_York', '2026-11-26T05:00:00.000Z'],
    ['2026-11-26', 'Asia/Kolkata', '2026-11-25T18:30:00.000Z'],
  ])('%s begins in %s at %s', (day, timeZone, expected) => {
    expect(startOfDayIn(day, timeZone).toISOString()).toBe(expected);
  });
});
