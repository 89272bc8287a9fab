import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { queueSellerMail, SellerMailKind } from '../seller-mails/index.ts';
import { findOrderLabelProgress } from '../shipments/index.ts';
import { ordersRepository } from './orders.repository.ts';

/**
 * Labels were made or failed, in the transaction that records them: for each order of several
 * shipments that waited for no other label, the seller is mailed that the order's labels are done
 * (once per order), with how many are ready to print and how many failed.
 */
export const queueBulkLabelsReadyMail = async (
  tx: Db,
  input: { jobs: JobQueue; clientId: string; shipmentIds: string[] },
) => {
  for (const progress of await findOrderLabelProgress(tx, input)) {
    if (progress.shipments < 2 || progress.awaiting > 0) continue;
    // Every shipment cancelled before its label: nothing was made or refused to tell about.
    if (progress.ready + progress.failed === 0) continue;
    const order = await ordersRepository.findById(tx, progress.orderId);
    if (!order || order.clientId !== input.clientId) continue;
    await queueSellerMail(tx, {
      jobs: input.jobs,
      clientId: input.clientId,
      factKey: `order-labels:${order.id}`,
      mail: {
        kind: SellerMailKind.BulkLabelsReady,
        facts: { orderReference: order.reference, labels: progress.ready, failed: progress.failed },
      },
    });
  }
};
