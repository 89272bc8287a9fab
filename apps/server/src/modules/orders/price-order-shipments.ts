import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { type PricedShipment, priceShipmentRows } from '../pricing/index.ts';
import type { ShipmentRow } from '../shipments/index.ts';
import { failureOf, type ShipmentFailure } from './order-errors.ts';

/**
 * Prices the drafts again on the server, all at once; if that fails, one by one, so a draft that
 * cannot be priced any more fails alone and the others are still bought.
 */
export const priceOrderShipments = async (options: {
  carriers: CarrierProvider;
  db: Db;
  auth: AuthContext;
  rows: ShipmentRow[];
  now: Date;
  offer: CarrierOffer;
}) => {
  const { carriers, db, auth, rows, now, offer } = options;
  const failures: ShipmentFailure[] = [];
  let priced: PricedShipment[] = [];
  try {
    priced = await priceShipmentRows({ carriers, db, auth, rows, now, offer });
  } catch {
    for (const row of rows) {
      try {
        priced.push(...(await priceShipmentRows({ carriers, db, auth, rows: [row], now, offer })));
      } catch (error) {
        failures.push(failureOf(row.reference, error));
      }
    }
  }
  return { priced, failures };
};
