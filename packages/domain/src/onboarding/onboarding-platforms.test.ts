import { describe, expect, it } from 'vitest';
import {
  canSubmitPlatforms,
  isPhoneAsked,
  NO_STORE,
  OTHER_PLATFORM,
  platformTiles,
  toggleStoreChoice,
} from './onboarding-platforms.ts';

const names = (count: number) => Array.from({ length: count }, (_, i) => `shop-${i + 1}`);

describe('platform tiles', () => {
  it.each([
    [0, 0, false],
    [8, 8, false],
    [9, 9, false],
    [10, 9, true],
    [17, 9, true],
  ])('%d integrations → %d tiles, other: %s', (count, tiles, hasOther) => {
    const shown = platformTiles(names(count));
    expect(shown).toHaveLength(tiles);
    expect(shown.at(-1) === OTHER_PLATFORM).toBe(hasOther);
    if (hasOther) expect(shown.slice(0, 8)).toEqual(names(8));
  });
});

describe('store choices', () => {
  it.each([
    [[], 'shopify', ['shopify']],
    [['shopify'], 'wix', ['shopify', 'wix']],
    [['shopify', 'wix'], 'shopify', ['wix']],
    [['shopify', 'wix'], NO_STORE, [NO_STORE]],
    [[NO_STORE], 'wix', ['wix']],
    [[NO_STORE], NO_STORE, []],
    [['wix'], OTHER_PLATFORM, ['wix', OTHER_PLATFORM]],
  ])('%j then %s → %j', (chosen, choice, expected) => {
    expect(toggleStoreChoice(chosen, choice)).toEqual(expected);
  });

  it.each([
    [[], [], false, false],
    [[NO_STORE], [], false, true],
    [[NO_STORE], [NO_STORE], false, true],
    [['amazon'], [NO_STORE], true, true],
    [[], ['shopify'], true, true],
  ])(
    'marketplaces %j, e-commerce %j → phone asked %s, can submit %s',
    (marketplaces, ecommerces, phone, submit) => {
      expect(isPhoneAsked({ marketplaces, ecommerces })).toBe(phone);
      expect(canSubmitPlatforms({ marketplaces, ecommerces })).toBe(submit);
    },
  );
});
