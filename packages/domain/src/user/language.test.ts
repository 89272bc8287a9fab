import { describe, expect, it } from 'vitest';
import { clientLanguageSchema, fromClientLanguage, languageSchema, toClientLanguage } from './language.ts';

describe('client language is stored with an underscore', () => {
  it.each([
    ['en-GB', 'en_GB'],
    ['fr', 'fr'],
    ['pt', 'pt'],
  ])('stores %s as %s and reads it back', (language, stored) => {
    expect(toClientLanguage(language)).toBe(stored);
    expect(fromClientLanguage(stored)).toBe(language);
  });

  it.each([
    ['en-GB', true],
    ['nl', true],
    ['en_GB', false],
    ['xx', false],
    ['', false],
  ])('accepts %j as a UI language: %s', (language, expected) => {
    expect(languageSchema.safeParse(language).success).toBe(expected);
  });

  it.each([
    ['en_GB', true],
    ['fr', true],
    ['en-GB', false],
    ['xx', false],
  ])('accepts %j as a client language: %s', (language, expected) => {
    expect(clientLanguageSchema.safeParse(language).success).toBe(expected);
  });
});
