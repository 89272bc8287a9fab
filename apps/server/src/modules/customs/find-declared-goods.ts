import type { Db } from '../../platform/db/database.ts';
import type { DeclaredGoods } from '../../providers/carriers/carrier-provider.ts';
import { customsRepository } from './customs.repository.ts';

/**
 * For the labels: what each shipment's completed customs invoice declares, in sum (value and net
 * weight), the figures a post chooses the CN22 or the CN23 by. Shipments without one are absent.
 */
export const findDeclaredGoods = async (
  db: Db,
  clientId: string,
  shipmentIds: string[],
): Promise<Map<string, DeclaredGoods>> =>
  new Map(
    (await customsRepository.findForShipments(db, clientId, shipmentIds))
      .filter(({ invoice }) => invoice.status === 'COMPLETED')
      .map(({ shipmentId, invoice }) => [
        shipmentId,
        {
          totalValue: invoice.totalValue,
          netWeightKg: invoice.items.reduce((sum, item) => sum + item.quantity * item.weight, 0),
        },
      ]),
  );
