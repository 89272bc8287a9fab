import { shipmentAddressProblems } from '@shipdeck/domain/shipments/rules/shipment-address';
import type { ShipmentInput } from '@shipdeck/domain/shipments/shipment.schema';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * Refuses a sender or recipient written to a draft that the address rules refuse (the address
 * book's rules: a French postcode "ABCDE", a phone with letters), naming the field (`to.zipCode`)
 * with the address book's message key. The API's schema refuses these first; this guards every
 * other writer (copies, imports) the same way. Missing fields are allowed on a draft.
 */
export const assertValidAddresses = (input: Pick<ShipmentInput, 'from' | 'to'>) => {
  const [problem] = shipmentAddressProblems(input);
  if (!problem) return;
  throw new AppError({
    code: problem.errorCode,
    status: 422,
    messageKey: problem.messageKey,
    field: problem.field,
  });
};
