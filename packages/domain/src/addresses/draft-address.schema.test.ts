import { describe, expect, it } from 'vitest';
import { addressSchema } from './address.schema.ts';
import { addressProblemsOf, draftAddressSchema } from './draft-address.schema.ts';

const complete = {
  firstName: 'Lucía',
  lastName: 'García',
  company: 'Tienda Lucía',
  email: 'lucia@example.es',
  phone: '612 34 56 78',
  street1: 'Calle Mayor 1',
  street2: '2º B',
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
  state: 'Madrid',
};

const issuesOf = (schema: typeof draftAddressSchema | typeof addressSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

// Real places and numbers: a capital's postcode and a number of the numbering plan of each country.
const REAL_ADDRESSES = [
  ['FR', '75001', '06 12 34 56 78', '75001'],
  ['FR', '20000', '+33 1 42 68 53 00', '20000'],
  ['ES', '28013', '612 34 56 78', '28013'],
  ['ES', '07001', '971 12 34 56', '07001'],
  ['DE', '10115', '030 12345678', '10115'],
  ['GB', 'sw1a1aa', '020 7946 0958', 'SW1A 1AA'],
  ['GB', 'M1 1AE', '07911 123456', 'M1 1AE'],
  ['IT', '00184', '312 345 6789', '00184'],
  ['PT', '1000001', '912 345 678', '1000-001'],
  ['NL', '1011ab', '06 12345678', '1011 AB'],
  ['BE', '1000', '0470 12 34 56', '1000'],
  ['AT', '1010', '0664 1234567', '1010'],
  ['US', '10001', '(201) 555-0123', '10001'],
  ['US', '10001-1234', '+1 201 555 0123', '10001-1234'],
  ['TR', '34010', '0532 123 45 67', '34010'],
  ['PL', '00950', '512 345 678', '00-950'],
  ['CH', '8001', '044 668 18 00', '8001'],
  ['IE', 'D02X285', '085 012 3456', 'D02 X285'],
  ['IE', 'A65 F4E2', '+353 1 234 5678', 'A65 F4E2'],
] as const;

const IMPOSSIBLE_POSTCODES = [
  ['FR', 'ABCDE', 'letters'],
  ['FR', '96000', 'no department 96'],
  ['ES', '53001', 'Spanish provinces stop at 52'],
  ['ES', '00000', 'Spanish provinces start at 01'],
  ['ES', '2801', 'too short'],
  ['DE', '00123', 'no region 00'],
  ['GB', 'QW1 1AA', 'no area starts with Q'],
  ['IT', '99100', 'no province 99'],
  ['PT', '0123-456', 'starts at 1'],
  ['NL', '1011 SS', 'SS is not used'],
  ['US', '1000', 'too short'],
  ['TR', '82000', 'provinces stop at 81'],
  ['PL', '0095', 'too short'],
  ['CH', '0999', 'starts at 1000'],
  ['IE', 'D02 X28', 'an Eircode has seven characters'],
] as const;

/** Where carriers need a state, one of the country's own. */
const STATES: Record<string, string> = { US: 'NY', IT: 'RM' };

describe('the address rules on a draft sender or recipient', () => {
  it.each(REAL_ADDRESSES)(
    'accepts a %s address with postcode %j and phone %j',
    (alpha2Code, zipCode, phone, stored) => {
      const input = { ...complete, alpha2Code, zipCode, phone, state: STATES[alpha2Code] ?? complete.state };
      expect(issuesOf(draftAddressSchema, input)).toEqual([]);
      expect(draftAddressSchema.parse(input).zipCode).toBe(stored);
      // The address book takes the same address, in the same form.
      expect(addressSchema.parse(input).zipCode).toBe(stored);
    },
  );

  it.each(IMPOSSIBLE_POSTCODES)('refuses the %s postcode %j (%s) on zipCode', (alpha2Code, zipCode) => {
    const phone = REAL_ADDRESSES.find(([country]) => country === alpha2Code)![2];
    const input = { alpha2Code, zipCode, phone };
    expect(issuesOf(draftAddressSchema, input)).toEqual([
      { path: 'zipCode', message: 'form.error.postcode-invalid' },
    ]);
  });

  it.each([
    ['FR', '06 12 AB 56 78', 'form.error.phone-no-letters'],
    ['ES', 'six one two 345', 'form.error.phone-no-letters'],
    ['GB', '612345678', 'form.error.phone-invalid'],
    ['ES', '11111111', 'form.error.phone-invalid'],
    ['US', '555 012', 'form.error.min-8'],
    ['IT', '+39 312 345 6789 0000', 'form.error.max-18'],
    ['PT', '912#345#678', 'form.error.phone-invalid'],
  ])('refuses a %s phone %j with %s', (alpha2Code, phone, message) => {
    expect(issuesOf(draftAddressSchema, { alpha2Code, phone })).toEqual([{ path: 'phone', message }]);
  });

  it('checks a phone without a country only for its shape', () => {
    expect(issuesOf(draftAddressSchema, { phone: '0612345678' })).toEqual([]);
    expect(issuesOf(draftAddressSchema, { phone: '06 12 AB 56 78' })).toEqual([
      { path: 'phone', message: 'form.error.phone-no-letters' },
    ]);
  });

  it.each([
    ['HK', ''],
    ['AE', 'anything'],
  ])('takes any postcode, or none, in a country without postcodes (%s %j)', (alpha2Code, zipCode) => {
    expect(issuesOf(draftAddressSchema, { alpha2Code, zipCode })).toEqual([]);
  });
});

describe('a draft may be incomplete, but what it holds is valid', () => {
  it.each([
    ['nothing yet', {}],
    ['a route only', { alpha2Code: 'FR', zipCode: '75001' }],
    ['a name only', { firstName: 'Luc' }],
    ['blank and null fields', { firstName: '  ', company: null, email: '', zipCode: undefined }],
  ])('accepts %s', (_name, input) => {
    expect(issuesOf(draftAddressSchema, input)).toEqual([]);
  });

  it('keeps only the values given, trimmed, the country in capitals and the postcode in its usual form', () => {
    const parsed = draftAddressSchema.parse({
      firstName: ' Jan ',
      company: null,
      street2: '  ',
      alpha2Code: 'nl',
      zipCode: '1011ab',
      postalCodeId: 'nl-1011',
      alias: 'not a shipment field',
    });
    expect(parsed).toEqual({ firstName: 'Jan', alpha2Code: 'NL', zipCode: '1011 AB' });
  });

  // Each value the address book refuses, the draft refuses on the same field with the same key.
  it.each([
    ['firstName', 'x'.repeat(51)],
    ['lastName', 'x'.repeat(51)],
    ['company', 'x'.repeat(51)],
    ['email', 'lucia-at-example.es'],
    ['email', `${'a'.repeat(40)}@example.es`],
    ['phone', '6123456'],
    ['phone', '612 34 56 7A'],
    ['phone', '11111111'],
    ['street1', 'x'.repeat(81)],
    ['street2', 'x'.repeat(81)],
    ['alpha2Code', 'XX'],
    ['zipCode', '99001'],
    ['city', 'x'.repeat(101)],
    ['state', 'x'.repeat(101)],
  ])('refuses %s = %j as the address book does', (field, value) => {
    const bookIssues = issuesOf(addressSchema, { ...complete, [field]: value });
    expect(bookIssues).toHaveLength(1);
    expect(issuesOf(draftAddressSchema, { ...complete, [field]: value })).toEqual(bookIssues);
    expect(issuesOf(draftAddressSchema, { alpha2Code: 'ES', [field]: value })).toEqual(bookIssues);
  });
});

// A checked address is kept as valid in its stored form, so that form must pass the rules again.
describe('what the draft schema gives back passes it again unchanged', () => {
  it.each(REAL_ADDRESSES)('%s %s', (alpha2Code, zipCode, phone) => {
    const stored = draftAddressSchema.parse({
      ...complete,
      alpha2Code,
      zipCode,
      phone,
      state: STATES[alpha2Code] ?? '',
      city: ' Capital ',
    });
    expect(draftAddressSchema.parse(stored)).toEqual(stored);
  });
});

describe('addressProblemsOf (an address stored before the rules)', () => {
  it('names each offending field with its message key', () => {
    expect(
      addressProblemsOf({ alpha2Code: 'FR', zipCode: 'ABCDE', phone: '06 12 AB 56 78', firstName: 'Luc' }),
    ).toEqual([
      { field: 'phone', messageKey: 'form.error.phone-no-letters', errorCode: 'InvalidFormatField' },
      { field: 'zipCode', messageKey: 'form.error.postcode-invalid', errorCode: 'InvalidFormatField' },
    ]);
    expect(addressProblemsOf({ lastName: 'x'.repeat(51), phone: '0612' })).toEqual([
      { field: 'lastName', messageKey: 'form.error.max-50', errorCode: 'MaxSizeExceededField' },
      { field: 'phone', messageKey: 'form.error.min-8', errorCode: 'MinSizeNotReachedField' },
    ]);
  });

  it('finds nothing wrong with a valid or a missing address', () => {
    expect(addressProblemsOf(complete)).toEqual([]);
    expect(addressProblemsOf({})).toEqual([]);
    expect(addressProblemsOf(undefined)).toEqual([]);
  });

  it('checks an address again once it changed, and answers the same for the same content', () => {
    const address: Record<string, string> = { alpha2Code: 'FR', zipCode: '75002', firstName: 'Luc' };
    expect(addressProblemsOf(address)).toEqual([]);
    address.zipCode = 'ABCDE';
    expect(addressProblemsOf(address)).toEqual([
      { field: 'zipCode', messageKey: 'form.error.postcode-invalid', errorCode: 'InvalidFormatField' },
    ]);
    expect(addressProblemsOf({ ...address })).toEqual(addressProblemsOf(address));
    address.zipCode = '75002';
    expect(addressProblemsOf(address)).toEqual([]);
  });

  it('reads a value of the wrong kind as invalid, not as a crash', () => {
    expect(addressProblemsOf({ firstName: 42 })).toEqual([
      { field: 'firstName', messageKey: 'form.error.invalid', errorCode: 'InvalidFormatField' },
    ]);
  });
});
