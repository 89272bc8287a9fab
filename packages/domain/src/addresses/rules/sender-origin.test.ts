import { describe, expect, it } from 'vitest';
import { newShipmentOrigin, senderWarehouseFor } from './sender-origin.ts';

const london = { id: 'london', alpha2Code: 'GB', zipCode: 'SW1A 2AA', isDefault: false };
const leeds = { id: 'leeds', alpha2Code: 'GB', zipCode: 'LS1 4DY', isDefault: false };
const madrid = { id: 'madrid', alpha2Code: 'ES', zipCode: '28013', isDefault: true };
const londonDefault = { ...london, id: 'london-default', isDefault: true };

describe('the warehouse that sends a draft without a sender', () => {
  it.each([
    [
      'the default warehouse is at the origin',
      { alpha2Code: 'ES', zipCode: '28013' },
      [london, madrid],
      'madrid',
    ],
    [
      'a GB draft keeps a GB warehouse when the default is in Spain',
      { alpha2Code: 'GB', zipCode: 'SW1A 2AA' },
      [madrid, london],
      'london',
    ],
    [
      'postcodes compared without spaces or case',
      { alpha2Code: 'GB', zipCode: 'sw1a2aa' },
      [madrid, london],
      'london',
    ],
    [
      'the default first when two are at the origin',
      { alpha2Code: 'GB', zipCode: 'SW1A 2AA' },
      [london, londonDefault],
      'london-default',
    ],
    [
      'none at the origin: none taken',
      { alpha2Code: 'GB', zipCode: 'M1 1AE' },
      [madrid, london, leeds],
      undefined,
    ],
    ['an origin without a country', { zipCode: '28013' }, [madrid], undefined],
    ['no warehouses', { alpha2Code: 'ES', zipCode: '28013' }, [], undefined],
  ])('%s', (_name, origin, warehouses, expected) => {
    expect(senderWarehouseFor({ origin, warehouses })?.id).toBe(expected);
  });
});

describe('where a new shipment leaves from', () => {
  it.each([
    ['the default warehouse', [london, madrid], 'GB', { alpha2Code: 'ES', zipCode: '28013' }],
    [
      'the client country without a default warehouse',
      [london, leeds],
      'GB',
      { alpha2Code: 'GB', zipCode: '' },
    ],
    ['the client country without warehouses', [], 'FR', { alpha2Code: 'FR', zipCode: '' }],
  ])('%s', (_name, warehouses, clientCountry, expected) => {
    expect(newShipmentOrigin({ warehouses, clientCountry })).toEqual(expected);
  });
});
