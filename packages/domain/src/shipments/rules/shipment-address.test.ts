import { describe, expect, it } from 'vitest';
import { shipmentAddressProblems, toShipmentAddress, withoutInvalidValues } from './shipment-address.ts';

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

describe('shipmentAddressProblems', () => {
  const valid = { firstName: 'Ana', alpha2Code: 'ES', zipCode: '28013', phone: '612345678' };

  it.each([
    ['a valid sender and recipient', { from: valid, to: valid }, []],
    ['addresses not given', {}, []],
    [
      'a French postcode of letters on the recipient',
      { from: valid, to: { alpha2Code: 'FR', zipCode: 'ABCDE' } },
      [{ field: 'to.zipCode', messageKey: 'form.error.postcode-invalid', errorCode: 'InvalidFormatField' }],
    ],
    [
      'a sender phone with letters and an impossible Spanish recipient postcode',
      { from: { ...valid, phone: '612 ABC 678' }, to: { ...valid, zipCode: '53001' } },
      [
        { field: 'from.phone', messageKey: 'form.error.phone-no-letters', errorCode: 'InvalidFormatField' },
        { field: 'to.zipCode', messageKey: 'form.error.postcode-invalid', errorCode: 'InvalidFormatField' },
      ],
    ],
  ])('%s', (_case, shipment, expected) => {
    expect(shipmentAddressProblems(shipment)).toEqual(expected);
  });
});

describe('withoutInvalidValues', () => {
  it('drops only the values the rules refuse', () => {
    expect(
      withoutInvalidValues({ firstName: 'Luc', alpha2Code: 'FR', zipCode: 'ABCDE', phone: '06 12 AB 56 78' }),
    ).toEqual({ firstName: 'Luc', alpha2Code: 'FR' });
    expect(withoutInvalidValues({ firstName: 'Luc', alpha2Code: 'FR', zipCode: '75001' })).toEqual({
      firstName: 'Luc',
      alpha2Code: 'FR',
      zipCode: '75001',
    });
  });
});
