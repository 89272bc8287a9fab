import type { Db } from '../../platform/db/database.ts';
import { ordersRepository } from './orders.repository.ts';

/**
 * The shipments among `shipmentIds` that an order has claimed and whose payment has not settled:
 * paying them again would charge twice if the first payment goes through.
 */
export const findShipmentsHeldByPendingOrders = async (
  db: Db,
  input: { clientId: string; shipmentIds: string[] },
): Promise<Set<string>> => {
  const lines = await ordersRepository.findActiveLines(db, input.clientId, input.shipmentIds);
  return new Set(lines.filter((hit) => hit.order.status === 'PENDING').map((hit) => hit.line.shipmentId));
};
