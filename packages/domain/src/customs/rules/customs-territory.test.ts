import { describe, expect, it } from 'vitest';
import { ALPHA2_CODES } from '../../geo/country-codes.ts';
import { EMBARGOED_COUNTRIES, EU_MEMBER_STATES } from '../../geo/regions.ts';
import { type CustomsPlace, isCustomsRequired } from './customs-territory.ts';

// Every country a parcel can be sent to: the carriers' zones cover every ISO country but the
// embargoed ones.
const DESTINATIONS = ALPHA2_CODES.filter((country) => !EMBARGOED_COUNTRIES.has(country));

// Where goods move freely from the EU: its 27 members and Monaco, nowhere else.
const FREE_FROM_THE_EU = new Set<string>([...EU_MEMBER_STATES, 'MC']);
const FREE_FROM = {
  GB: new Set(['GB', 'IM']),
  CH: new Set(['CH', 'LI']),
  TR: new Set(['TR']),
  NO: new Set(['NO']),
  US: new Set(['US', 'PR']),
};

const madrid: CustomsPlace = { country: 'ES', postcode: '28001' };
const berlin: CustomsPlace = { country: 'DE', postcode: '10115' };
const london: CustomsPlace = { country: 'GB', postcode: 'SW1A 1AA' };

describe('customs documents by destination country', () => {
  it('covers every destination', () => {
    expect(DESTINATIONS.length).toBeGreaterThan(240);
  });

  it.each(DESTINATIONS.map((country) => [country, !FREE_FROM_THE_EU.has(country)] as const))(
    'from mainland Spain to %s: customs %s',
    (country, expected) => {
      expect(isCustomsRequired(madrid, { country })).toBe(expected);
      expect(isCustomsRequired(berlin, { country })).toBe(expected);
      expect(isCustomsRequired({ country }, madrid)).toBe(expected);
    },
  );

  it.each(
    Object.entries(FREE_FROM).flatMap(([origin, free]) =>
      DESTINATIONS.map((country) => [origin, country, !free.has(country)] as const),
    ),
  )('from %s to %s: customs %s', (origin, country, expected) => {
    expect(isCustomsRequired({ country: origin }, { country })).toBe(expected);
  });
});

describe('customs documents for special territories, told apart by postcode', () => {
  it.each([
    // Inside the EU customs union but outside its VAT, or outside both.
    ['Canary Islands (Las Palmas)', madrid, { country: 'ES', postcode: '35001' }, true],
    ['Canary Islands (Tenerife)', madrid, { country: 'ES', postcode: '38001' }, true],
    ['Ceuta', madrid, { country: 'ES', postcode: '51001' }, true],
    ['Melilla', madrid, { country: 'ES', postcode: '52001' }, true],
    ['Balearic Islands', madrid, { country: 'ES', postcode: '07001' }, false],
    ['Madeira', madrid, { country: 'PT', postcode: '9000-001' }, false],
    ['Azores', madrid, { country: 'PT', postcode: '9500-001' }, false],
    ['Corsica', madrid, { country: 'FR', postcode: '20000' }, false],
    ['Åland by Finnish postcode', berlin, { country: 'FI', postcode: '22100' }, true],
    ['Åland by its own code', berlin, { country: 'AX', postcode: '22100' }, true],
    ['Helsinki', berlin, { country: 'FI', postcode: '00100' }, false],
    ['Mount Athos', berlin, { country: 'GR', postcode: '630 86' }, true],
    ['Thessaloniki', berlin, { country: 'GR', postcode: '546 21' }, false],
    ['Büsingen from Germany', berlin, { country: 'DE', postcode: '78266' }, true],
    ['Heligoland', berlin, { country: 'DE', postcode: '27498' }, true],
    ['Livigno', berlin, { country: 'IT', postcode: '23041' }, true],
    ["Campione d'Italia", berlin, { country: 'IT', postcode: '22061' }, true],
    ['San Marino by Italian postcode', berlin, { country: 'IT', postcode: '47890' }, true],
    ['Vatican by Italian postcode', berlin, { country: 'IT', postcode: '00120' }, true],
    ['Rome', berlin, { country: 'IT', postcode: '00184' }, false],
    ['Guadeloupe', berlin, { country: 'FR', postcode: '97110' }, true],
    ['Martinique', berlin, { country: 'FR', postcode: '97200' }, true],
    ['French Guiana', berlin, { country: 'FR', postcode: '97300' }, true],
    ['Réunion', berlin, { country: 'FR', postcode: '97400' }, true],
    ['Saint-Pierre-et-Miquelon', berlin, { country: 'FR', postcode: '97500' }, true],
    ['Mayotte', berlin, { country: 'FR', postcode: '97600' }, true],
    ['Saint-Barthélemy', berlin, { country: 'FR', postcode: '97133' }, true],
    ['Saint-Martin', berlin, { country: 'FR', postcode: '97150' }, true],
    ['French Polynesia', berlin, { country: 'FR', postcode: '98714' }, true],
    ['New Caledonia', berlin, { country: 'FR', postcode: '98800' }, true],
    ['Monaco by French postcode', berlin, { country: 'FR', postcode: '98000' }, false],
    ['Monaco by its own code', berlin, { country: 'MC', postcode: '98000' }, false],
    ['Greenland by Danish postcode', berlin, { country: 'DK', postcode: '3900' }, true],
    ['Faroe Islands by Danish postcode', berlin, { country: 'DK', postcode: '100' }, true],
    ['Copenhagen', berlin, { country: 'DK', postcode: '1050' }, false],
  ] as const)('from the EU to %s (%j → %j): customs %s', (_name, from, to, expected) => {
    expect(isCustomsRequired(from, to)).toBe(expected);
    expect(isCustomsRequired(to, from)).toBe(expected);
  });

  it.each([
    ['mainland Spain', madrid, true],
    ['another Canary island', { country: 'ES', postcode: '38001' }, false],
    ['Ceuta', { country: 'ES', postcode: '51001' }, true],
  ] as const)('from the Canaries to %s (%j): customs %s', (_name, to, expected) => {
    expect(isCustomsRequired({ country: 'ES', postcode: '35001' }, to)).toBe(expected);
  });

  it.each([
    ['Jersey', { country: 'GB', postcode: 'JE2 3AB' }, true],
    ['Jersey by its own code', { country: 'JE', postcode: 'JE2 3AB' }, true],
    ['Guernsey', { country: 'GB', postcode: 'GY1 1AA' }, true],
    ['Guernsey by its own code', { country: 'GG', postcode: 'GY1 1AA' }, true],
    ['the Isle of Man', { country: 'GB', postcode: 'IM1 1AA' }, false],
    ['the Isle of Man by its own code', { country: 'IM', postcode: 'IM1 1AA' }, false],
    ['Northern Ireland', { country: 'GB', postcode: 'BT1 1AA' }, false],
    ['Gibraltar', { country: 'GB', postcode: 'GX11 1AA' }, true],
    ['Manchester', { country: 'GB', postcode: 'M1 1AE' }, false],
  ] as const)('from London to %s (%j): customs %s', (_name, to, expected) => {
    expect(isCustomsRequired(london, to)).toBe(expected);
  });

  it('lets goods reach Northern Ireland from the EU without documents, but not Great Britain', () => {
    const belfast = { country: 'GB', postcode: 'BT1 1AA' };
    expect(isCustomsRequired(berlin, belfast)).toBe(false);
    expect(isCustomsRequired(belfast, berlin)).toBe(false);
    expect(isCustomsRequired(berlin, london)).toBe(true);
  });

  it('treats Büsingen as Swiss and Liechtenstein as in the Swiss customs union', () => {
    const zurich = { country: 'CH', postcode: '8001' };
    expect(isCustomsRequired(zurich, { country: 'DE', postcode: '78266' })).toBe(false);
    expect(isCustomsRequired(zurich, { country: 'LI', postcode: '9490' })).toBe(false);
    expect(isCustomsRequired(zurich, berlin)).toBe(true);
  });

  it('needs no documents inside one country outside the EU', () => {
    expect(
      isCustomsRequired({ country: 'TR', postcode: '34000' }, { country: 'TR', postcode: '06000' }),
    ).toBe(false);
    expect(isCustomsRequired(london, { country: 'GB', postcode: 'EH1 1AA' })).toBe(false);
  });
});
