import { describe, expect, it } from 'vitest';
import { CN22_MAX_VALUE_EUR_CENTS, customsDocumentsOf } from './customs-documents.ts';

describe('customs documents of a parcel', () => {
  it('sets the CN22 limit at 360 EUR (300 SDR at the low end of its euro value)', () => {
    expect(CN22_MAX_VALUE_EUR_CENTS).toBe(36_000);
  });

  it.each([
    ['a courier', 'ups', 10_000, 1, null],
    ['a courier, high value', 'dhl', 500_000, 20, null],
    ['no carrier yet', null, 10_000, 1, null],
    ['a post, small item', 'royal-mail', 10_000, 1, 'CN22'],
    ['a post, at the value limit', 'correos', 36_000, 2, 'CN22'],
    ['a post, one cent above the value limit', 'correos', 36_001, 0.5, 'CN23'],
    ['a post, above the weight limit', 'colissimo', 5_000, 2.1, 'CN23'],
    ['another post', 'poste-italiane', 100, 0.1, 'CN22'],
    ['bpost', 'bpost', 40_000, 1, 'CN23'],
    ['PostNL', 'postnl', 1_000, 1, 'CN22'],
    ['a post, goods not declared', 'royal-mail', null, null, 'CN23'],
    ['a courier, goods not declared', 'ups', null, null, null],
  ] as const)(
    '%s (%s, %s cents, %s kg): postal declaration %s',
    (_name, carrierId, totalValue, totalWeightKg, expected) => {
      expect(customsDocumentsOf({ carrierId, totalValue, totalWeightKg })).toEqual({
        hasCommercialInvoice: true,
        postalDeclaration: expected,
      });
    },
  );
});
