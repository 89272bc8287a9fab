import { describe, expect, it } from 'vitest';
import { csvFileProblem } from '../csv-import.schema.ts';
import { csvRecordOf, csvRowToShipment, mapCsvHeader } from './csv-row.ts';
import { decodeCsvBytes, detectDelimiter, parseDecimal } from './csv-text.ts';

describe('parseDecimal', () => {
  it.each([
    ['1.5', 1.5],
    ['1,5', 1.5],
    ["1'5", 1.5],
    [' 12 ', 12],
    ['', undefined],
    [undefined, undefined],
    ['1.234,5', Number.NaN],
    ['abc', Number.NaN],
  ])('%j → %s', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['order_id,recipient_zip\n1,2', ','],
    ['order_id;recipient_zip;parcel_weight_kg\n1;2;1,5', ';'],
    ['"a;b;c",d\n', ','],
    ['single', ','],
  ])('%j → %s', (text, expected) => {
    expect(detectDelimiter(text)).toBe(expected);
  });
});

describe('decodeCsvBytes', () => {
  it.each([
    [[0xef, 0xbb, 0xbf, 0x41, 0xc3, 0xa9], 'Aé', 'utf-8'],
    [[0x41, 0xc3, 0xa9], 'Aé', 'utf-8'],
    [[0x41, 0xe9, 0x80], 'Aé€', 'windows-1252'],
  ])('%j → %s (%s)', (bytes, text, encoding) => {
    expect(decodeCsvBytes(new Uint8Array(bytes))).toEqual({ text, encoding });
  });
});

describe('mapCsvHeader', () => {
  it('maps template names, aliases and ignores other columns', () => {
    expect(
      mapCsvHeader(['\uFEFFOrder ID', 'Postcode', 'Recipient-Country', 'Customer note', 'colour']),
    ).toEqual(['order_id', 'recipient_zip', 'recipient_country', 'buyer_note', null]);
  });
});

describe('csvRowToShipment', () => {
  const good = {
    order_id: 'A-1',
    recipient_first_name: 'Zoé',
    recipient_last_name: 'Dupont',
    recipient_zip: '75001',
    recipient_country: 'fr',
    parcel_weight_kg: '1,25',
    parcel_length_cm: '30',
    parcel_width_cm: '20',
    parcel_height_cm: '10',
    content_value: '12,50',
  };

  it('builds a draft with a decimal comma, the country upper-cased and the value in minor units', () => {
    const outcome = csvRowToShipment(good);
    expect(outcome).toMatchObject({
      isValid: true,
      orderId: 'A-1',
      shipment: {
        source: 'CSV',
        shipmentCustomReference: 'A-1',
        to: { firstName: 'Zoé', alpha2Code: 'FR', zipCode: '75001' },
        parcels: [{ weight: 1.25, length: 30, width: 20, height: 10 }],
        content: { value: 1250 },
      },
    });
  });

  it.each([
    [{ recipient_zip: 'ABCDE' }, 'recipient_zip', 'form.error.postcode-invalid'],
    [{ parcel_weight_kg: 'heavy' }, 'parcel_weight_kg', 'csv-import.error.number'],
    [{ parcel_length_cm: '30,5' }, 'parcel_length_cm', 'form.error.whole-number'],
    [{ parcel_height_cm: undefined }, 'parcel_height_cm', 'form.error.required'],
    [{ content_value: '1,234' }, 'content_value', 'csv-import.error.value-decimals'],
    [{ recipient_email: 'not-mail' }, 'recipient_email', 'form.error.email-invalid'],
  ])('refuses %j on %s with %s', (change, column, messageKey) => {
    const outcome = csvRowToShipment({ ...good, ...change });
    expect(outcome).toEqual({ isValid: false, errors: [{ column, messageKey }] });
  });

  it('keeps text starting with a formula sign as text', () => {
    const outcome = csvRowToShipment({ ...good, recipient_company: '=HYPERLINK("x")' });
    expect(outcome).toMatchObject({ isValid: true, shipment: { to: { company: '=HYPERLINK("x")' } } });
  });

  it('reads a row by the header mapping, blank cells left out', () => {
    expect(csvRecordOf(['order_id', null, 'recipient_zip'], ['A-1', 'x', ' '])).toEqual({ order_id: 'A-1' });
  });
});

describe('csvFileProblem', () => {
  it.each([
    [{ name: 'orders.csv', size: 500_000 }, null],
    [{ name: 'ORDERS.CSV', size: 10 }, null],
    [{ name: 'orders.csv', size: 500_001 }, 'csv-import.error.max-size'],
    [{ name: 'orders.xlsx', size: 10 }, 'csv-import.error.not-csv'],
  ])('%j → %s', (file, expected) => {
    expect(csvFileProblem(file)).toBe(expected);
  });
});
