import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { releaseVoucherUses } from '../pricing/index.ts';
import { refundOrderJob } from './refund-order.job.ts';
import { oweShipmentRefund } from './refund-order.ts';

/**
 * A bought shipment whose cancellation the carrier accepted: the order that paid for it owes its amount
 * back, and the refund job gives it back once the cancelling transaction commits.
 */
export const refundCanceledShipment = async (
  tx: Db,
  input: { jobs: JobQueue; clientId: string; shipmentId: string },
): Promise<void> => {
  // The voucher it was bought with can be used again: its discount is refunded with the shipment.
  await releaseVoucherUses(tx, { clientId: input.clientId, shipmentIds: [input.shipmentId] });
  const orderId = await oweShipmentRefund(tx, { clientId: input.clientId, shipmentId: input.shipmentId });
  if (orderId) await input.jobs.enqueue(refundOrderJob, { orderId }, { tx });
};
