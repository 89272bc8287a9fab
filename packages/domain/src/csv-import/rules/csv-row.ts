import type { z } from 'zod';
import { buyerNoteOf, isBuyerNoteTooLong } from '../../shipments/rules/buyer-note.ts';
import { type ShipmentInput, shipmentInputSchema } from '../../shipments/shipment.schema.ts';
import { CsvImportMessage, type CsvRowError } from '../csv-import.schema.ts';
import { decimalsOf, parseDecimal } from './csv-text.ts';

/**
 * The columns of the import template, in its order (docs/csv-import.md documents each). Only
 * `order_id` identifies a row: an order id imported before makes no second shipment.
 */
export const CSV_IMPORT_COLUMNS = [
  'order_id',
  'recipient_first_name',
  'recipient_last_name',
  'recipient_company',
  'recipient_email',
  'recipient_phone',
  'recipient_street',
  'recipient_street2',
  'recipient_city',
  'recipient_state',
  'recipient_zip',
  'recipient_country',
  'parcel_weight_kg',
  'parcel_length_cm',
  'parcel_width_cm',
  'parcel_height_cm',
  'content_description',
  'content_value',
  'buyer_note',
] as const;
export type CsvImportColumn = (typeof CSV_IMPORT_COLUMNS)[number];

// Other spellings sellers' shops export, after normalising (lower case, spaces and dashes as '_').
const ALIASES: Record<string, CsvImportColumn> = {
  order: 'order_id',
  order_number: 'order_id',
  order_reference: 'order_id',
  first_name: 'recipient_first_name',
  last_name: 'recipient_last_name',
  company: 'recipient_company',
  email: 'recipient_email',
  phone: 'recipient_phone',
  street: 'recipient_street',
  address: 'recipient_street',
  city: 'recipient_city',
  state: 'recipient_state',
  province: 'recipient_state',
  region: 'recipient_state',
  zip: 'recipient_zip',
  postcode: 'recipient_zip',
  postal_code: 'recipient_zip',
  country: 'recipient_country',
  weight: 'parcel_weight_kg',
  weight_kg: 'parcel_weight_kg',
  length: 'parcel_length_cm',
  width: 'parcel_width_cm',
  height: 'parcel_height_cm',
  content: 'content_description',
  description: 'content_description',
  value: 'content_value',
  note: 'buyer_note',
  notes: 'buyer_note',
  customer_note: 'buyer_note',
  order_note: 'buyer_note',
};

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Each header cell's template column (by name or a known alias), or null for a column not imported. */
export const mapCsvHeader = (header: readonly string[]): (CsvImportColumn | null)[] =>
  header.map((cell) => {
    const name = normalise(cell);
    if ((CSV_IMPORT_COLUMNS as readonly string[]).includes(name)) return name as CsvImportColumn;
    return ALIASES[name] ?? null;
  });

export type CsvRecord = Partial<Record<CsvImportColumn, string>>;

/** A data row as a record of template columns (blank cells left out); the first of repeated columns wins. */
export const csvRecordOf = (
  columns: readonly (CsvImportColumn | null)[],
  cells: readonly string[],
): CsvRecord => {
  const record: CsvRecord = {};
  columns.forEach((column, index) => {
    const value = cells[index]?.trim();
    if (column && value && record[column] === undefined) record[column] = value;
  });
  return record;
};

// Where each field of the shipment input comes from, to name the column of a problem.
const COLUMN_OF_PATH: Record<string, CsvImportColumn> = {
  shipmentCustomReference: 'order_id',
  'to.firstName': 'recipient_first_name',
  'to.lastName': 'recipient_last_name',
  'to.company': 'recipient_company',
  'to.email': 'recipient_email',
  'to.phone': 'recipient_phone',
  'to.street1': 'recipient_street',
  'to.street2': 'recipient_street2',
  'to.city': 'recipient_city',
  'to.state': 'recipient_state',
  'to.zipCode': 'recipient_zip',
  'to.alpha2Code': 'recipient_country',
  'parcels.0.weight': 'parcel_weight_kg',
  'parcels.0.length': 'parcel_length_cm',
  'parcels.0.width': 'parcel_width_cm',
  'parcels.0.height': 'parcel_height_cm',
  'content.description': 'content_description',
  'content.value': 'content_value',
};

const isMessageKey = (text: string) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(text);

const messageKeyOf = (issue: z.core.$ZodIssue) => {
  if (issue.message === 'form.error.weight-decimals') return 'form.error.max-decimals';
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') {
    return issue.expected === 'int' ? 'form.error.whole-number' : 'form.error.required';
  }
  if (issue.code === 'too_small') return 'form.error.positive';
  if (issue.code === 'too_big') return 'form.error.value-not-allowed';
  return 'form.error.invalid';
};

export type CsvRowOutcome =
  | {
      isValid: true;
      shipment: Omit<ShipmentInput, 'service'>;
      orderId: string | null;
      buyerNote: string | null;
    }
  | { isValid: false; errors: Omit<CsvRowError, 'row'>[] };

const PARCEL_COLUMNS = {
  weight: 'parcel_weight_kg',
  length: 'parcel_length_cm',
  width: 'parcel_width_cm',
  height: 'parcel_height_cm',
} as const;

/**
 * One CSV row as a draft's input, checked by the very schema every other write of a draft goes
 * through (the address book's address rules, the parcel rules): numbers may have a decimal comma or
 * point; the content value is in the currency's major unit (2 decimals at most); a parcel is made when
 * any of its columns is given (then all four are needed). Any problem is reported on its column with
 * its message key. Text starting with = + - @ stays text: exports neutralise it (`csvCell`).
 */
export const csvRowToShipment = (record: CsvRecord): CsvRowOutcome => {
  const errors: Omit<CsvRowError, 'row'>[] = [];
  const numberOf = (column: CsvImportColumn) => {
    const value = parseDecimal(record[column]);
    if (Number.isNaN(value)) errors.push({ column, messageKey: CsvImportMessage.number });
    return value;
  };
  const parcelValues = Object.fromEntries(
    Object.entries(PARCEL_COLUMNS).map(([field, column]) => [field, numberOf(column)]),
  );
  const hasParcel = Object.values(PARCEL_COLUMNS).some((column) => record[column] !== undefined);
  const valueText = record.content_value;
  const value = numberOf('content_value');
  if (valueText && value !== undefined && !Number.isNaN(value) && decimalsOf(valueText) > 2) {
    errors.push({ column: 'content_value', messageKey: CsvImportMessage.valueDecimals });
  }
  if (record.buyer_note && isBuyerNoteTooLong(record.buyer_note)) {
    errors.push({ column: 'buyer_note', messageKey: 'form.error.max-length' });
  }
  if (errors.length > 0) return { isValid: false, errors };

  const to = {
    firstName: record.recipient_first_name,
    lastName: record.recipient_last_name,
    company: record.recipient_company,
    email: record.recipient_email,
    phone: record.recipient_phone,
    street1: record.recipient_street,
    street2: record.recipient_street2,
    city: record.recipient_city,
    state: record.recipient_state,
    zipCode: record.recipient_zip,
    alpha2Code: record.recipient_country?.toUpperCase(),
  };
  const content = {
    description: record.content_description,
    value: value === undefined ? undefined : Math.round(value * 100),
  };
  const parsed = shipmentInputSchema.safeParse({
    source: 'CSV',
    to,
    ...(hasParcel ? { parcels: [parcelValues] } : {}),
    content,
    shipmentCustomReference: record.order_id ?? null,
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_PATH[issue.path.join('.')] ?? 'order_id';
      const messageKey = messageKeyOf(issue);
      if (seen.has(column)) continue;
      seen.add(column);
      errors.push({ column, messageKey });
    }
    return { isValid: false, errors };
  }
  const { service: _service, ...shipment } = parsed.data;
  return {
    isValid: true,
    shipment,
    orderId: record.order_id ?? null,
    buyerNote: buyerNoteOf(record.buyer_note),
  };
};
