import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type {
  BookingRequest,
  CarrierProvider,
  DeclaredGoods,
} from '../../providers/carriers/carrier-provider.ts';

/**
 * What the shipments module is given where the modules are put together (modules/index.ts): the
 * carrier provider (tracking, booking and cancelling ask it; drawing labels still uses the configured
 * one), and what it needs of the modules built on it (customs, orders), so shipments never imports
 * them and the modules that buy, price and declare shipments can depend on shipments without a cycle.
 */
export type ShipmentsDependencies = {
  /** The carrier network parcels are booked, cancelled and tracked on. */
  carriers: CarrierProvider;
  /**
   * The seller's contract a shipment on an own-contract service is booked on, with its credentials
   * (own-contracts module); undefined for a service bought from us.
   */
  findBookingContract: (
    db: Db,
    input: { clientId: string; serviceId: string },
  ) => Promise<BookingRequest['contract']>;
  /**
   * The voucher code on each shipment while it applies to the shipment's service (pricing), its
   * customs invoice id (customs) and the collection booked for it (pickups: its day and window), by
   * shipment id, for every view of it. A shipment with none of them may be left out.
   */
  findShipmentExtras: (
    db: Db,
    clientId: string,
    shipments: { id: string; serviceId: string | null }[],
  ) => Promise<
    Map<
      string,
      {
        voucherName: string | null;
        customsInvoiceId: string | null;
        collection: { date: string; windowFrom: string; windowTo: string } | null;
      }
    >
  >;
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
  /**
   * The carrier answered a cancel request (accepted: the shipment is canceled and refunded; refused: it
   * is back where it was), in the transaction that records the answer (which happens once): a support
   * ticket that asked for the cancellation follows it.
   */
  cancellationAnswered: (
    tx: Db,
    input: { clientId: string; shipmentReference: string; accepted: boolean },
  ) => Promise<void>;
  /**
   * Labels of a seller's shipments were made, in the transaction that records them (which happens once
   * per shipment; label jobs run in batches, so several at a time): the buyers' e-mails are queued.
   */
  labelCreated: (tx: Db, input: { jobs: JobQueue; clientId: string; shipmentIds: string[] }) => Promise<void>;
  /**
   * Labels of a seller's shipments failed for good (labels ko), in the transaction that records it
   * (which happens once): the seller of a bulk order is mailed when it was the last label the order
   * waited for.
   */
  labelFailed: (tx: Db, input: { jobs: JobQueue; clientId: string; shipmentIds: string[] }) => Promise<void>;
  /** The carrier moved a shipment to another tracking state, in the transaction that records it. */
  trackingMoved: (
    tx: Db,
    input: { jobs: JobQueue; clientId: string; shipmentId: string; state: string },
  ) => Promise<void>;
};
