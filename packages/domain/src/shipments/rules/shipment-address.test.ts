import { describe, expect, it } from 'vitest';
import { toShipmentAddress } from './shipment-address.ts';

describe('toShipmentAddress', () => {
  it.each([
    ['keeps the address fields', { firstName: 'Ana', city: 'Madrid' }, { firstName: 'Ana', city: 'Madrid' }],
    [
      'drops blank and null fields',
      { firstName: 'Ana', company: '', street2: '  ', state: null },
      { firstName: 'Ana' },
    ],
    [
      'drops what is not an address field (ids, alias, defaults)',
      { id: 'w-1', alias: 'Shop', isDefault: 'true', zipCode: '28013' } as never,
      { zipCode: '28013' },
    ],
  ])('%s', (_case, values, expected) => {
    expect(toShipmentAddress(values)).toEqual(expected);
  });
});
