import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { DeclaredGoods } from '../../providers/carriers/carrier-provider.ts';

/**
 * What the shipments module needs of the modules built on it (customs, orders). They are passed in
 * where the modules are put together (modules/index.ts), so shipments never imports them and the
 * modules that buy, price and declare shipments can depend on shipments without a cycle.
 */
export type ShipmentsDependencies = {
  /** What each shipment's completed customs invoice declares, by shipment id, printed on its labels. */
  findDeclaredGoods: (db: Db, clientId: string, shipmentIds: string[]) => Promise<Map<string, DeclaredGoods>>;
  /**
   * A bought shipment whose cancellation the carrier accepted, in the transaction that cancels it
   * (which happens once): the order that paid for it gives back what it cost.
   */
  refundCanceledShipment: (
    tx: Db,
    input: { jobs: JobQueue; clientId: string; shipmentId: string },
  ) => Promise<void>;
};
