import { describe, expect, it } from 'vitest';
import { senderWarehouseOf } from './sender-warehouse.ts';

const madrid = {
  id: 'w-madrid',
  isDefault: true,
  firstName: 'Ana',
  lastName: 'García',
  street1: 'Calle Mayor 1',
  alpha2Code: 'ES',
  zipCode: '28013',
};
const sevilla = {
  ...madrid,
  id: 'w-sevilla',
  isDefault: false,
  street1: 'Calle Sierpes 5',
  zipCode: '41004',
};

describe('the warehouse a draft sender comes from', () => {
  it.each([
    ['the one with the same names, street and place', { ...sevilla, firstName: 'ana' }, 'w-sevilla'],
    ['none when the sender was typed by hand', { ...madrid, street1: 'Gran Vía 2' }, undefined],
    ['the default one for an empty sender at its origin', { alpha2Code: 'ES', zipCode: '28013' }, 'w-madrid'],
    ['the default one for an empty sender without a place', {}, 'w-madrid'],
    [
      'none for an empty sender elsewhere: the service was priced there',
      { alpha2Code: 'ES', zipCode: '08001' },
      undefined,
    ],
  ])('%s', (_case, from, expected) => {
    expect(senderWarehouseOf(from, [madrid, sevilla])?.id).toBe(expected);
  });
});
