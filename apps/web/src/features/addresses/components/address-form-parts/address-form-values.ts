import {
  type AddressValues,
  addressSchema,
  recipientRequestSchema,
  warehouseRequestSchema,
} from '@shipdeck/domain/addresses/address.schema';
import type { AddressKind } from '../../address-kinds.ts';

/** `warehouse` and `recipient` are named by an alias; `address` (a shipment's from/to) is not. */
export type AddressFormKind = AddressKind | 'address';

/** What the inputs hold: text everywhere, blank for "none". */
export type AddressFormValues = {
  alias: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  street1: string;
  street2: string;
  alpha2Code: string;
  zipCode: string;
  city: string;
  state: string;
  postalCodeId: string;
};

export type AddressFormInitialValues = Partial<Record<keyof AddressFormValues, string | null | undefined>>;

/** What the form hands over: the schema's clean output (trimmed, blanks as null, canonical postcode). */
export type AddressFormResult = AddressValues & { alias?: string };

/** The inputs a seller fills in (the postcode id is set by the look-up, never typed). */
export const ADDRESS_FORM_FIELDS = [
  'alias',
  'firstName',
  'lastName',
  'company',
  'email',
  'phone',
  'street1',
  'street2',
  'alpha2Code',
  'zipCode',
  'city',
  'state',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

/** The same schema the server checks the kind's writes with. */
export const addressSchemaOf = (kind: AddressFormKind) =>
  kind === 'warehouse'
    ? warehouseRequestSchema
    : kind === 'recipient'
      ? recipientRequestSchema
      : addressSchema;

/** Blank strings for the inputs; a stored address's nulls become empty inputs. */
export const addressFormDefaults = (initial: AddressFormInitialValues = {}): AddressFormValues => {
  const values = {} as AddressFormValues;
  for (const field of [...ADDRESS_FORM_FIELDS, 'postalCodeId'] as const) values[field] = initial[field] ?? '';
  return values;
};

/**
 * What the schema checks: without the alias for a plain address, and with a stand-in street when
 * the street may stay blank (the recipient of a pick-up-point service), which `withBlankStreet` takes
 * back out of the clean values.
 */
export const toSchemaInput = (
  values: Partial<AddressFormValues>,
  options: { hasAlias: boolean; isStreetOptional: boolean },
) => {
  const { alias: _alias, ...withoutAlias } = values;
  const input = options.hasAlias ? values : withoutAlias;
  const isStreetSkipped = options.isStreetOptional && !values.street1?.trim();
  return { input: isStreetSkipped ? { ...input, street1: '-' } : input, isStreetSkipped };
};

export const withBlankStreet = <T extends { street1?: string }>(values: T, isStreetSkipped: boolean): T =>
  isStreetSkipped ? { ...values, street1: '' } : values;
