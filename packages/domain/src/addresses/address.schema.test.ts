import { describe, expect, it } from 'vitest';
import { addressSchema, recipientRequestSchema, warehouseRequestSchema } from './address.schema.ts';

const valid = {
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

const issuesOf = (
  input: unknown,
  schema: typeof addressSchema | typeof recipientRequestSchema = addressSchema,
) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('address rules', () => {
  it('accepts a complete Spanish address and trims it', () => {
    const result = addressSchema.parse({ ...valid, firstName: '  Lucía ' });
    expect(result.firstName).toBe('Lucía');
    expect(result.alpha2Code).toBe('ES');
  });

  it('reads blank optional fields as none', () => {
    const result = addressSchema.parse({ ...valid, company: '  ', street2: undefined });
    expect(result).toMatchObject({
      company: null,
      street2: null,
      state: 'Madrid',
      postalCodeId: null,
    });
  });

  it.each([
    ['firstName', '', 'form.error.required'],
    ['firstName', 'x'.repeat(51), 'form.error.max-50'],
    ['lastName', undefined, 'form.error.required'],
    ['lastName', 'x'.repeat(51), 'form.error.max-50'],
    ['company', 'x'.repeat(51), 'form.error.max-50'],
    ['email', '', 'form.error.required'],
    ['email', 'lucia-at-example.es', 'form.error.email-invalid'],
    ['email', `${'a'.repeat(40)}@example.es`, 'form.error.max-50'],
    ['phone', '', 'form.error.required'],
    ['phone', '6123456', 'form.error.min-8'],
    ['phone', '6123456789012345678', 'form.error.max-18'],
    ['phone', '612 34 56 7A', 'form.error.phone-no-letters'],
    ['phone', '612#345#678', 'form.error.phone-invalid'],
    ['phone', '11111111', 'form.error.phone-invalid'],
    ['street1', '', 'form.error.required'],
    ['street1', 'x'.repeat(81), 'form.error.max-80'],
    ['street2', 'x'.repeat(81), 'form.error.max-80'],
    ['alpha2Code', '', 'form.error.required'],
    ['alpha2Code', 'XX', 'form.error.country-invalid'],
    ['zipCode', '', 'form.error.required'],
    ['zipCode', '2801', 'form.error.postcode-invalid'],
    ['zipCode', '99001', 'form.error.postcode-invalid'],
    ['city', 'x'.repeat(101), 'form.error.max-100'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(issuesOf({ ...valid, [field]: value })).toContainEqual({ path: field, message });
  });

  it.each([
    [
      'max lengths',
      {
        firstName: 'x'.repeat(50),
        lastName: 'y'.repeat(50),
        company: 'z'.repeat(50),
        street1: 's'.repeat(80),
      },
    ],
    ['a 50-character e-mail', { email: `${'a'.repeat(38)}@example.es` }],
    ['an 8-character phone', { alpha2Code: 'FR', zipCode: '75001', phone: '0612345678'.slice(0, 10) }],
    ['an international phone of another country', { phone: '+33 6 12 34 56 78' }],
    ['a lower-case country', { alpha2Code: 'es' }],
    ['a Portuguese postcode with a dash', { alpha2Code: 'PT', zipCode: '1000-001', phone: '912345678' }],
    ['a British postcode', { alpha2Code: 'GB', zipCode: 'SW1A 1AA', phone: '020 7946 0958' }],
    ['a Dutch postcode', { alpha2Code: 'NL', zipCode: '1012 AB', phone: '0612345678' }],
    [
      'a country without a known format',
      { alpha2Code: 'MX', zipCode: '06700', phone: '55 1234 5678', state: 'Ciudad de México' },
    ],
  ])('accepts %s', (_name, change) => {
    expect(issuesOf({ ...valid, ...change })).toEqual([]);
  });

  it.each([
    ['FR', '7500', '0612345678'],
    ['FR', '00100', '0612345678'],
    ['FR', 'ABCDE', '0612345678'],
    ['ES', '53001', '612345678'],
    ['ES', '280130', '612345678'],
    ['DE', '1234', '030 1234567'],
    ['PT', '0123-456', '912345678'],
  ])('refuses a %s address with the malformed postcode %s, naming zipCode', (alpha2Code, zipCode, phone) => {
    expect(issuesOf({ ...valid, alpha2Code, zipCode, phone })).toEqual([
      { path: 'zipCode', message: 'form.error.postcode-invalid' },
    ]);
  });

  it.each([
    ['NL', '1011ab', '0612345678', '1011 AB'],
    ['PT', '1000001', '912345678', '1000-001'],
    ['GB', 'sw1a1aa', '020 7946 0958', 'SW1A 1AA'],
    ['ES', ' 28013 ', '612345678', '28013'],
  ])('stores a %s postcode %j in its usual form %j', (alpha2Code, zipCode, phone, stored) => {
    expect(addressSchema.parse({ ...valid, alpha2Code, zipCode, phone }).zipCode).toBe(stored);
  });

  it('parses the phone for the address country', () => {
    // A valid Spanish mobile is not a valid French national number.
    expect(issuesOf({ ...valid, phone: '612345678' })).toEqual([]);
    expect(issuesOf({ ...valid, alpha2Code: 'FR', zipCode: '75001', phone: '612345678' })).toEqual([]);
    expect(issuesOf({ ...valid, alpha2Code: 'GB', zipCode: 'SW1A 1AA', phone: '612345678' })).toEqual([
      { path: 'phone', message: 'form.error.phone-invalid' },
    ]);
  });

  it('refuses unknown fields', () => {
    expect(issuesOf({ ...valid, clientId: 'someone-else' }).map((issue) => issue.path)).toEqual(['']);
  });
});

describe('saved addresses', () => {
  it.each([
    ['missing', undefined, 'form.error.required'],
    ['blank', '   ', 'form.error.required'],
    ['too long', 'a'.repeat(51), 'form.error.max-50'],
  ])('a recipient needs an alias (%s)', (_name, alias, message) => {
    expect(issuesOf({ ...valid, alias }, recipientRequestSchema)).toEqual([{ path: 'alias', message }]);
  });

  it('a warehouse takes an alias and an optional default flag', () => {
    expect(warehouseRequestSchema.parse({ ...valid, alias: 'Main store', isDefault: true })).toMatchObject({
      alias: 'Main store',
      isDefault: true,
    });
    expect(warehouseRequestSchema.safeParse({ ...valid }).success).toBe(false);
  });
});
