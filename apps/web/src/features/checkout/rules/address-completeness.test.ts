import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import { describe, expect, it } from 'vitest';
import { isComplete } from './address-completeness.ts';

const parisRecipient: ShipmentAddress = {
  firstName: 'Amélie',
  lastName: 'Durand',
  street1: '12 rue de Rivoli',
  city: 'Paris',
  zipCode: '75001',
  alpha2Code: 'FR',
  phone: '+33612345678',
  email: 'amelie@example.fr',
};
const { street1: _street, ...withoutStreet } = parisRecipient;

describe('isComplete', () => {
  it.each([
    ['a full address, delivered to the door', parisRecipient, false, true],
    ['a full address, collected at a point', parisRecipient, true, true],
    ['no street, delivered to the door', withoutStreet, false, false],
    ['no street, collected at a point', withoutStreet, true, true],
    ['no last name, collected at a point', { ...withoutStreet, lastName: '' }, true, false],
    ['no postcode, collected at a point', { ...withoutStreet, zipCode: '' }, true, false],
    [
      'no postcode in Dubai, which has none',
      { ...parisRecipient, alpha2Code: 'AE', city: 'Dubai', phone: '+971501234567', zipCode: '' },
      false,
      true,
    ],
    ['a postcode France refuses, collected at a point', { ...withoutStreet, zipCode: 'ABCDE' }, true, false],
  ])('%s', (_case, address, isStreetOptional, expected) => {
    expect(isComplete(address, { isStreetOptional })).toBe(expected);
  });
});
