import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { PricedShipment } from '../pricing/index.ts';
import { lockShipmentsForPurchase } from '../shipments/index.ts';
import { alreadyReceived, failureOf, type ShipmentFailure, stateFailure } from './order-errors.ts';
import { ordersRepository } from './orders.repository.ts';

/**
 * Locks the priced shipments until the order's transaction ends and reads them again: another order
 * may have claimed or bought one since it was priced. Answers those this order can claim, and why not
 * the others.
 */
export const claimLockedShipments = async (
  tx: Db,
  options: { auth: AuthContext; priced: PricedShipment[] },
) => {
  const { auth, priced } = options;
  const locked = new Map(
    (
      await lockShipmentsForPurchase(
        tx,
        auth.clientId,
        priced.map((p) => p.row.reference),
      )
    ).map((row) => [row.id, row]),
  );
  const active = new Map(
    (await ordersRepository.findActiveLines(tx, auth.clientId, [...locked.keys()])).map((hit) => [
      hit.line.shipmentId,
      hit,
    ]),
  );
  const failures: ShipmentFailure[] = [];
  const claimable = priced.filter(({ row }) => {
    const current = locked.get(row.id);
    const holder = active.get(row.id);
    if (holder?.order.status === 'PENDING') {
      failures.push(failureOf(row.reference, alreadyReceived(holder.order.reference)));
      return false;
    }
    if (current?.state !== 'READY_TO_PURCHASE' || holder) {
      failures.push(current ? stateFailure(current) : stateFailure({ ...row, state: 'PURCHASE_SUCCESS' }));
      return false;
    }
    return true;
  });
  return { claimable, failures };
};
