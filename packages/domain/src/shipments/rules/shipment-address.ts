import {
  type AddressProblem,
  addressProblemsOf,
  DRAFT_ADDRESS_FIELDS,
} from '../../addresses/draft-address.schema.ts';
import type { ShipmentAddress } from '../shipment.schema.ts';

/**
 * A form's or a stored address's values (a warehouse, an address-book entry) as a shipment keeps
 * them: only the address fields, and none that is blank or null, so an empty input never hides a
 * missing field from the readiness rules.
 */
export const toShipmentAddress = (
  values: Partial<Record<(typeof DRAFT_ADDRESS_FIELDS)[number], string | null | undefined>>,
): ShipmentAddress => {
  const address: Record<string, string> = {};
  for (const field of DRAFT_ADDRESS_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') address[field] = value;
  }
  return address as ShipmentAddress;
};

export type ShipmentAddressProblem = Omit<AddressProblem, 'field'> & {
  /** The field's path on the shipment: `from.phone`, `to.zipCode`. */
  field: `${'from' | 'to'}.${AddressProblem['field']}`;
};

/**
 * What the address rules find wrong with a shipment's sender and recipient, sender first: what
 * any write of a draft refuses, and what an order re-checks, since an address may have been
 * stored before today's rules. Missing fields are not problems here (a draft may lack them).
 */
export const shipmentAddressProblems = (shipment: {
  from?: unknown;
  to?: unknown;
}): ShipmentAddressProblem[] =>
  (['from', 'to'] as const).flatMap((side) =>
    shipment[side] === undefined
      ? []
      : addressProblemsOf(shipment[side]).map((problem) => ({
          ...problem,
          field: `${side}.${problem.field}` as const,
        })),
  );

/**
 * A copy of a stored address without the values today's rules refuse: a duplicate or a return of
 * an old shipment starts as a draft that asks for them again rather than carrying them on.
 */
export const withoutInvalidValues = (address: ShipmentAddress): ShipmentAddress => {
  const invalid = new Set(addressProblemsOf(address).map((problem) => problem.field));
  return Object.fromEntries(
    Object.entries(address).filter(([field]) => !invalid.has(field as AddressProblem['field'])),
  ) as ShipmentAddress;
};
