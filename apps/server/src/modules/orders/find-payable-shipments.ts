import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { customsPurchaseProblemOf } from '@shipdeck/domain/customs/rules/customs-purchase';
import type { BulkFailure, PayableResponse } from '@shipdeck/domain/shipments/bulk.schema';
import { shipmentAddressProblems } from '@shipdeck/domain/shipments/rules/shipment-address';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import { findCustomsForShipments } from '../customs/index.ts';
import { rateShipmentService } from '../pricing/index.ts';
import { findShipmentsByReferences, type ShipmentRow, shipmentViewsOf } from '../shipments/index.ts';
import { findShipmentsHeldByPendingOrders } from './find-held-shipments.ts';
import { findShipmentExtras } from './find-shipment-extras.ts';
import { missingFieldOfRow } from './order-errors.ts';

/** Why an order could not buy this shipment now: the keys the order call answers. */
const notPayable = (row: ShipmentRow): BulkFailure =>
  // A draft whose service no longer serves its route says so, as pricing it would.
  row.state === 'AWAITING_COMPLETION' && row.serviceProblem
    ? { reference: row.reference, error_code: 'MissingCarrierProduct', message: row.serviceProblem }
    : row.state === 'AWAITING_COMPLETION'
      ? {
          reference: row.reference,
          error_code: 'InvalidPayload',
          message: 'order.error.shipment-not-ready',
          ...missingFieldOfRow(row),
        }
      : {
          reference: row.reference,
          error_code: 'ShipmentAlreadyPayed',
          message: 'payment.error.shipment-already-paid',
        };

/** A sender or recipient the address rules refuse (stored before them): the order would refuse it too. */
const addressProblem = (row: ShipmentRow): BulkFailure | null => {
  const [problem] = shipmentAddressProblems({ from: row.fromAddress, to: row.toAddress });
  return problem
    ? {
        reference: row.reference,
        error_code: problem.errorCode,
        message: problem.messageKey,
        field: problem.field,
      }
    : null;
};

const heldByPendingOrder = (row: ShipmentRow): BulkFailure => ({
  reference: row.reference,
  error_code: 'RequestAlreadyReceived',
  message: 'payment.error.request-already-received',
});

/** The carrier still sells the shipment's service on its route (it may have been withdrawn since). */
const rateProblem = (row: ShipmentRow, rate: (row: ShipmentRow) => Service): BulkFailure | Service => {
  try {
    return rate(row);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { reference: row.reference, error_code: error.code, message: error.messageKey };
  }
};

/** A shipment crossing a customs border needs its completed, unused customs invoice, as the order checks. */
const customsProblem = (
  row: ShipmentRow,
  service: Service,
  invoice: { status: 'DRAFT' | 'COMPLETED'; usedByOrderId: string | null } | undefined,
): BulkFailure | null => {
  const problem = customsPurchaseProblemOf({
    customsRequired: service.customsRequired,
    invoice: invoice ? { status: invoice.status, isUsed: invoice.usedByOrderId !== null } : null,
  });
  return problem ? { reference: row.reference, error_code: problem, message: 'payment.error.customs' } : null;
};

/**
 * Pay from draft: which of the named shipments an order can buy now, in the order
 * asked. Drafts ready to purchase whose service the carrier still prices, with their customs
 * invoice when they cross a customs border, and that no order still being paid holds, are payable; the others say why not, as the order would.
 */
export const findPayableShipments = async (
  db: Db,
  input: { carriers: CarrierProvider; auth: AuthContext; references: string[]; now: Date },
): Promise<PayableResponse> => {
  const unique = [...new Set(input.references)];
  const rows = await findShipmentsByReferences(db, input.auth.clientId, unique);
  const offer = await getCarrierOffer(db, input.auth);
  const held = await findShipmentsHeldByPendingOrders(db, {
    clientId: input.auth.clientId,
    shipmentIds: rows.map((row) => row.id),
  });
  const cache = new Map();
  const rate = (row: ShipmentRow) => rateShipmentService(input.carriers, row, offer, input.now, cache);
  const customs = await findCustomsForShipments(
    db,
    input.auth.clientId,
    rows.map((row) => row.id),
  );
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  const result: PayableResponse = { payable: [], notPayable: [] };
  const payable: ShipmentRow[] = [];
  for (const reference of unique) {
    const row = byReference.get(reference);
    if (!row)
      result.notPayable.push({ reference, error_code: 'NotFound', message: 'shipment.error.not-found' });
    else if (row.state !== 'READY_TO_PURCHASE') result.notPayable.push(notPayable(row));
    else if (held.has(row.id)) result.notPayable.push(heldByPendingOrder(row));
    else {
      const rated = rateProblem(row, rate);
      const problem =
        addressProblem(row) ??
        ('error_code' in rated ? rated : customsProblem(row, rated, customs.get(row.id)));
      if (problem) result.notPayable.push(problem);
      else payable.push(row);
    }
  }
  // Shown as the shipment and list reads show them.
  result.payable = await shipmentViewsOf(
    db,
    { findShipmentExtras },
    { clientId: input.auth.clientId, rows: payable },
  );
  return result;
};
