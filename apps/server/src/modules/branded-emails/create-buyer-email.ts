import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { BuyerEmailEvent, sendBuyerEmailJob } from './send-buyer-email.job.ts';

/**
 * Queues the buyer's e-mail of a shipment whose label was just made, in the transaction that records
 * it: the mail is sent if and only if the label is.
 */
export const queueLabelCreatedEmail = (
  tx: Db,
  input: { jobs: JobQueue; clientId: string; shipmentId: string },
) =>
  input.jobs
    .enqueue(
      sendBuyerEmailJob,
      { clientId: input.clientId, shipmentId: input.shipmentId, event: BuyerEmailEvent.LabelCreated },
      { tx },
    )
    .then(() => undefined);
