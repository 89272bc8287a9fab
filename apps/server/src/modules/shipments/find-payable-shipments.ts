import type { BulkFailure, PayableResponse } from '@shipdeck/domain/shipments/bulk.schema';
import type { Db } from '../../platform/db/database.ts';
import { toShipmentView } from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentRow } from './shipments.tables.ts';

/** Why an order could not buy this shipment now: the keys the order call answers (spec 2 §8). */
const notPayable = (row: ShipmentRow): BulkFailure =>
  row.state === 'AWAITING_COMPLETION'
    ? { reference: row.reference, error_code: 'InvalidPayload', message: 'order.error.shipment-not-ready' }
    : {
        reference: row.reference,
        error_code: 'ShipmentAlreadyPayed',
        message: 'payment.error.shipment-already-paid',
      };

/**
 * Pay from draft (spec 2 §7): which of the named shipments an order can buy now, in the order
 * asked. Drafts ready to purchase are payable; the others say why not, as the order would.
 */
export const findPayableShipments = async (
  db: Db,
  input: { clientId: string; references: string[] },
): Promise<PayableResponse> => {
  const unique = [...new Set(input.references)];
  const rows = await shipmentsRepository.findByReferences(db, input.clientId, unique);
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  const result: PayableResponse = { payable: [], notPayable: [] };
  for (const reference of unique) {
    const row = byReference.get(reference);
    if (!row)
      result.notPayable.push({ reference, error_code: 'NotFound', message: 'shipment.error.not-found' });
    else if (row.state === 'READY_TO_PURCHASE') result.payable.push(toShipmentView(row));
    else result.notPayable.push(notPayable(row));
  }
  return result;
};
