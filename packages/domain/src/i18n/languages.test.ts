import { describe, expect, it } from 'vitest';
import { matchLanguage } from './languages.ts';

describe('matchLanguage', () => {
  it.each([
    ['en-GB', 'en-GB'],
    ['en-US', 'en-GB'],
    ['en', 'en-GB'],
    ['en_GB', 'en-GB'],
    ['fr-BE', 'fr'],
    ['NL', 'nl'],
    ['pt-BR', 'pt'],
    ['hu', 'hu'],
    ['ja-JP', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (candidate, expected) => {
    expect(matchLanguage(candidate)).toBe(expected);
  });
});
