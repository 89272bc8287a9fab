import { describe, expect, it } from 'vitest';
import {
  generateTrackingNumber,
  gs1CheckDigit,
  iso7064Mod3736,
  isValidTrackingNumber,
  knownTrackingCarriers,
  luhnCheckDigit,
  s10CheckDigit,
  upsCheckDigit,
} from './tracking-number.ts';

const shapes: [carrierId: string, shape: RegExp][] = [
  ['ups', /^1Z[0-9A-Z]{6}(01|11)\d{8}$/],
  ['dhl', /^\d{10}$/],
  ['gls', /^\d{12}$/],
  ['dpd', /^0\d{13}[0-9A-Z]$/],
  ['seur', /^07\d{12}$/],
  ['correos', /^PK\d{9}ES$/],
  ['correos-express', /^3\d{15}$/],
  ['chronopost', /^XW\d{9}FR$/],
  ['colissimo', /^6A\d{11}$/],
  ['brt', /^\d{15}$/],
  ['poste-italiane', /^CB\d{9}IT$/],
  ['bpost', /^32\d{22}$/],
  ['inpost', /^6\d{23}$/],
  ['mondial-relay', /^\d{8}$/],
  ['postnl', /^3S[A-Z]{4}\d{9}$/],
  ['royal-mail', /^TT\d{9}GB$/],
  ['a-carrier-we-do-not-know', /^SD\d{14}$/],
];

describe('check digits match published examples', () => {
  it.each([
    ['UPS 1Z999AA10123456784', () => upsCheckDigit('999AA1012345678'), 4],
    ['UPU S10 RR123456785', () => s10CheckDigit('12345678'), 5],
    ['EAN-13 4006381333931', () => gs1CheckDigit('400638133393'), 1],
    ['Luhn 79927398713', () => luhnCheckDigit('7992739871'), 3],
  ])('%s', (_, compute, expected) => {
    expect(compute()).toBe(expected);
  });

  it('ISO 7064 MOD 37,36 check characters verify under the standard rule', () => {
    // A string with its check character is valid when the running sum ends at 1.
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const body of ['00123456789012', '05222222222222', 'A12425GABC1234']) {
      const full = body + iso7064Mod3736(body);
      let product = 36;
      let sum = 0;
      for (const char of full) {
        sum = (product + alphabet.indexOf(char)) % 36 || 36;
        product = (sum * 2) % 37;
      }
      expect(sum, full).toBe(1);
    }
  });
});

describe('generateTrackingNumber', () => {
  it.each(shapes)('gives %s numbers in the carrier format with a valid check', (carrierId, shape) => {
    for (let parcelIndex = 1; parcelIndex <= 20; parcelIndex++) {
      const value = generateTrackingNumber({
        carrierId,
        reference: `ES2025PRO00000${parcelIndex}`,
        parcelIndex,
      });
      expect(value).toMatch(shape);
      expect(isValidTrackingNumber(carrierId, value), value).toBe(true);
    }
  });

  it('covers every carrier of the catalogue', () => {
    expect(shapes.map(([carrierId]) => carrierId)).toEqual(expect.arrayContaining(knownTrackingCarriers));
  });

  it('gives the same number for the same shipment parcel, and another for another parcel', () => {
    const first = generateTrackingNumber({ carrierId: 'ups', reference: 'ES2025PRO0000001', parcelIndex: 1 });
    expect(generateTrackingNumber({ carrierId: 'UPS', reference: 'ES2025PRO0000001', parcelIndex: 1 })).toBe(
      first,
    );
    expect(
      generateTrackingNumber({ carrierId: 'ups', reference: 'ES2025PRO0000001', parcelIndex: 2 }),
    ).not.toBe(first);
    expect(
      generateTrackingNumber({ carrierId: 'ups', reference: 'ES2025PRO0000002', parcelIndex: 1 }),
    ).not.toBe(first);
  });

  it('does not repeat across 5 000 parcels of one carrier', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      seen.add(generateTrackingNumber({ carrierId: 'dhl', reference: `ES2025PRO${i}`, parcelIndex: 1 }));
    }
    // Ten digits with a check leave 10^8 serials per leading digit; a birthday clash is unlikely.
    expect(seen.size).toBeGreaterThan(4995);
  });

  it.each(shapes.filter(([carrierId]) => carrierId !== 'postnl').slice(0, -1))(
    'rejects a %s number whose check digit was mistyped',
    (carrierId) => {
      const value = generateTrackingNumber({ carrierId, reference: 'ES2025PRO0000042', parcelIndex: 1 });
      const checkAt = /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(value) ? 10 : value.length - 1;
      const characters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      const original = value.charAt(checkAt);
      const base = /\d/.test(original) ? 10 : 36;
      const wrong = characters.charAt((characters.indexOf(original) + 1) % base);
      const mistyped = value.slice(0, checkAt) + wrong + value.slice(checkAt + 1);
      expect(isValidTrackingNumber(carrierId, mistyped), mistyped).toBe(false);
    },
  );
});
