import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  recipientRequestSchema,
  warehouseRequestSchema,
} from '../addresses/address.schema.ts';
import { addressFormatOf } from '../addresses/address-format.ts';
import { draftAddressSchema } from '../addresses/draft-address.schema.ts';
import { billingClientInputSchema } from '../billing/billing.schema.ts';
import { dropoffPointsQuerySchema, placeSchema } from '../carriers/carriers.schema.ts';
import { isInvoiceAddressValid } from '../payments/rules/payment-tab.ts';
import { isValidForBulkEdit } from '../shipments/rules/bulk-edit.ts';
import { missingForPurchase } from '../shipments/rules/readiness.ts';
import { stepMoveProblem } from '../shipments/rules/step-moves.ts';
import { ShipmentStep } from '../shipments/shipment-states.ts';
import { isPostcodeGiven, isPostcodeRequired } from './postcode-formats.ts';

/**
 * A country with no postcode system (Dubai, Hong Kong, Doha…) has none to give: every path that asks
 * for a postcode lets it be left out there, and asks for it everywhere else exactly as before.
 */

const madrid = {
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.es',
  phone: '+34600111222',
  street1: 'Calle Mayor 1',
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
};

/** Real addresses of places with no postcodes, and of places with them, each without its postcode. */
const withoutPostcode = {
  AE: { ...madrid, phone: '+971501234567', street1: 'Sheikh Zayed Road 1', alpha2Code: 'AE', city: 'Dubai' },
  HK: {
    ...madrid,
    phone: '+85291234567',
    street1: '1 Queen’s Road Central',
    alpha2Code: 'HK',
    city: 'Hong Kong',
  },
  QA: { ...madrid, phone: '+97433123456', street1: 'Corniche Street 5', alpha2Code: 'QA', city: 'Doha' },
  FR: { ...madrid, phone: '+33612345678', street1: '10 Rue de Rivoli', alpha2Code: 'FR', city: 'Paris' },
  ES: { ...madrid, zipCode: '' },
  GB: { ...madrid, phone: '+447911123456', street1: '1 Parliament Street', alpha2Code: 'GB', city: 'London' },
};
const noZip = (country: keyof typeof withoutPostcode) => ({ ...withoutPostcode[country], zipCode: '' });

const COUNTRIES: [country: keyof typeof withoutPostcode, isRequired: boolean][] = [
  ['AE', false],
  ['HK', false],
  ['QA', false],
  ['FR', true],
  ['ES', true],
  ['GB', true],
];

describe('whether a country needs a postcode', () => {
  it.each([
    ['AE', false],
    ['HK', false],
    ['QA', false],
    ['MO', false],
    ['BS', false],
    ['GH', false],
    ['FJ', false],
    ['AO', false],
    ['BW', false],
    ['CW', false],
    ['AW', false],
    ['ae', false],
    [' hk ', false],
    ['ES', true],
    ['FR', true],
    ['US', true],
    // A country the formats do not list still has postcodes (2 to 10 letters and digits).
    ['ZW', true],
    ['', true],
    [null, true],
    [undefined, true],
  ])('%s: required %s', (country, expected) => {
    expect(isPostcodeRequired(country)).toBe(expected);
    expect(addressFormatOf(country).isPostcodeRequired).toBe(expected);
  });

  it.each([
    ['AE', '', true],
    ['AE', '   ', true],
    ['AE', null, true],
    ['AE', 'P.O. Box 1234', true],
    ['HK', undefined, true],
    ['FR', '', false],
    ['FR', '  ', false],
    ['FR', null, false],
    ['FR', '75001', true],
    ['', '', false],
    [null, '28001', true],
  ])('%s with postcode %j: given %s', (country, zip, expected) => {
    expect(isPostcodeGiven(country, zip)).toBe(expected);
  });
});

describe('the address book, the warehouses and a shipment’s complete address', () => {
  it.each(COUNTRIES)('%s without a postcode: required %s', (country, isRequired) => {
    for (const result of [
      addressSchema.safeParse(noZip(country)),
      recipientRequestSchema.safeParse({ ...noZip(country), alias: 'Client' }),
      warehouseRequestSchema.safeParse({ ...noZip(country), alias: 'Store' }),
    ]) {
      const zipIssues = result.error?.issues.filter((issue) => issue.path[0] === 'zipCode') ?? [];
      expect(zipIssues.map((issue) => issue.message)).toEqual(isRequired ? ['form.error.required'] : []);
      if (!isRequired) expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
  });

  it('keeps the value typed where the country has no postcodes, and leaves out none given as empty', () => {
    expect(addressSchema.parse({ ...noZip('AE'), zipCode: ' PO Box 1234 ' }).zipCode).toBe('PO Box 1234');
    const { zipCode: _none, ...absent } = noZip('HK');
    expect(addressSchema.parse(absent).zipCode).toBe('');
  });

  it('still refuses a postcode that cannot exist where the country has them', () => {
    expect(addressSchema.safeParse({ ...noZip('FR'), zipCode: 'ABCDE' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['zipCode'], message: 'form.error.postcode-invalid' }),
    ]);
  });

  it.each(COUNTRIES)('a draft’s %s address may lack its postcode while it is a draft', (country) => {
    expect(draftAddressSchema.safeParse(noZip(country)).success).toBe(true);
  });
});

const service = {
  id: 'ups-express-saver',
  carrierId: 'ups',
  carrierName: 'UPS',
  name: 'Express Saver',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: true,
};
const parcels = [{ height: 10, length: 30, width: 20, weight: 2.5 }];
const draftTo = (to: object, from: object = madrid) => ({
  from,
  to,
  parcels,
  service,
  content: { description: 'Books', value: 3500 },
});

describe('a draft without a postcode', () => {
  it.each(COUNTRIES)('to %s: incomplete %s', (country, isRequired) => {
    expect(missingForPurchase(draftTo(noZip(country)))).toEqual(isRequired ? ['to'] : []);
    expect(stepMoveProblem(ShipmentStep.ServiceSelection, draftTo(noZip(country)))).toBe(
      isRequired ? 'shipment.error.step-not-reached' : null,
    );
  });

  it.each(COUNTRIES)('from %s: incomplete %s', (country, isRequired) => {
    expect(missingForPurchase(draftTo(madrid, noZip(country)))).toEqual(isRequired ? ['from'] : []);
    expect(stepMoveProblem(ShipmentStep.Payment, draftTo(madrid, noZip(country)))).toBe(
      isRequired ? 'shipment.error.step-not-reached' : null,
    );
  });

  it.each(COUNTRIES)('to or from %s: left out of bulk edits %s', (country, isRequired) => {
    const shipment = {
      from: { country: 'ES', zip: '28013' },
      to: { country, zip: '' },
      parcels,
      source: 'PRO',
    };
    expect(isValidForBulkEdit(shipment)).toBe(!isRequired);
    expect(isValidForBulkEdit({ ...shipment, from: shipment.to, to: shipment.from })).toBe(!isRequired);
  });
});

describe('searches on a route (services, collection dates, drop-off points)', () => {
  it.each(COUNTRIES)('a place in %s with no postcode: refused %s', (country, isRequired) => {
    for (const zip of ['', undefined]) {
      const place = placeSchema.safeParse({ country, zip });
      expect(place.success).toBe(!isRequired);
      if (place.success) expect(place.data).toEqual({ country, zip: '' });
      else
        expect(place.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
          [['zip'], 'form.error.required'],
        ]);
      expect(
        dropoffPointsQuerySchema.safeParse({ serviceId: 'dhl-parcel-connect', country, zip }).success,
      ).toBe(!isRequired);
    }
  });
});

describe('the invoicing address', () => {
  const invoicing = {
    type: 'autonomous',
    taxId: '12345678Z',
    firstName: 'Ana',
    lastName: 'García',
    email: 'ana@example.com',
    address: 'Calle Mayor 1',
    location: 'Madrid',
    zipCode: '',
  };
  it.each([
    ['AE', false, '+971501234567'],
    ['HK', false, '+85291234567'],
    ['ES', true, '+34600111222'],
    ['FR', true, '+33612345678'],
  ])('in %s without a postcode: required %s', (country, isRequired, phone) => {
    const result = billingClientInputSchema.safeParse({ ...invoicing, country, phone });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message]) ?? []).toEqual(
      isRequired ? [[['zipCode'], 'form.error.required']] : [],
    );
    expect(isInvoiceAddressValid({ address: 'Calle Mayor 1', location: 'Town', zipCode: ' ', country })).toBe(
      !isRequired,
    );
  });
});
