import { SUPPORTED_LANGUAGES } from '@shipdeck/domain/user/language';
import { describe, expect, it } from 'vitest';
import enGB from '../../locales/en-GB.json';
import enGBFirstScreen from '../../locales/en-GB.json?part=first-screen';
import { FIRST_SCREEN_SECTIONS, pickMessagePart } from './message-parts.ts';

const laterParts = import.meta.glob<Record<string, unknown>>('../../locales/*.json', {
  query: '?part=later',
  import: 'default',
  eager: true,
});

describe('the catalogue in two parts', () => {
  it('names only sections that en-GB has', () => {
    expect(FIRST_SCREEN_SECTIONS.filter((section) => !(section in enGB))).toEqual([]);
  });

  it('puts every section in exactly one part, with its texts unchanged', () => {
    const first = pickMessagePart(enGB, 'first-screen');
    const later = pickMessagePart(enGB, 'later');
    expect(Object.keys(first).sort()).toEqual([...FIRST_SCREEN_SECTIONS].sort());
    expect(Object.keys(later).filter((section) => section in first)).toEqual([]);
    expect({ ...first, ...later }).toEqual(enGB);
  });

  it('builds the modules the app imports: the first-screen part and a later part per language', () => {
    expect(enGBFirstScreen).toEqual(pickMessagePart(enGB, 'first-screen'));
    expect(Object.keys(laterParts).sort()).toEqual(
      SUPPORTED_LANGUAGES.map((language) => `../../locales/${language}.json`).sort(),
    );
    expect(laterParts['../../locales/en-GB.json']).toEqual(pickMessagePart(enGB, 'later'));
    expect(laterParts['../../locales/en-GB.json']).not.toHaveProperty('shipments');
  });
});
