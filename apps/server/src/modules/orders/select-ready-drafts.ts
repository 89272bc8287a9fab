import { shipmentAddressProblems } from '@shipdeck/domain/shipments/rules/shipment-address';
import type { ShipmentRow } from '../shipments/index.ts';
import { type ShipmentFailure, stateFailure } from './order-errors.ts';

const DRAFT_STATES: readonly string[] = ['AWAITING_COMPLETION', 'READY_TO_PURCHASE'];

/**
 * A draft whose sender or recipient the address rules refuse (it may have been stored before
 * them) is not bought: the failure names the shipment and the field, with the address book's key.
 */
const addressFailureOf = (row: ShipmentRow): ShipmentFailure | null => {
  if (!DRAFT_STATES.includes(row.state)) return null;
  const [problem] = shipmentAddressProblems({ from: row.fromAddress, to: row.toAddress });
  return problem
    ? {
        reference: row.reference,
        code: problem.errorCode,
        status: 422,
        messageKey: problem.messageKey,
        field: problem.field,
      }
    : null;
};

/** The drafts ready to purchase whose addresses pass the rules; the others, with why not. */
export const selectReadyDrafts = (rows: ShipmentRow[]) => {
  const failures: ShipmentFailure[] = [];
  const ready = rows.filter((row) => {
    const addressFailure = addressFailureOf(row);
    if (addressFailure) {
      failures.push(addressFailure);
      return false;
    }
    if (row.state === 'READY_TO_PURCHASE') return true;
    failures.push(stateFailure(row));
    return false;
  });
  return { ready, failures };
};
