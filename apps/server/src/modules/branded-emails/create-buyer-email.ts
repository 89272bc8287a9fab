import {
  BUYER_EMAIL_MILESTONES,
  type BuyerEmailMilestone,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { brandedEmailsRepository, milestoneEmailType } from './branded-emails.repository.ts';
import { BuyerEmailEvent, sendBuyerEmailJob } from './send-buyer-email.job.ts';

/**
 * Queues the buyer's e-mail of each shipment whose label was just made (one statement for all), in the
 * transaction that records them: a mail is sent if and only if its label is.
 */
export const queueLabelCreatedEmail = (
  tx: Db,
  input: { jobs: JobQueue; clientId: string; shipmentIds: string[] },
) =>
  input.jobs.enqueueMany(
    sendBuyerEmailJob,
    input.shipmentIds.map((shipmentId) => ({
      clientId: input.clientId,
      shipmentId,
      event: BuyerEmailEvent.LabelCreated,
    })),
    { tx },
  );

const isMilestone = (state: string): state is BuyerEmailMilestone =>
  (BUYER_EMAIL_MILESTONES as readonly string[]).includes(state);

/**
 * Queues the buyer's e-mail of a tracking move, in the transaction that records it, when the state is a
 * milestone the seller switched on (read there, so a bulk seller's thousands of moves queue no job
 * that would send nothing).
 */
export const queueMilestoneEmail = async (
  tx: Db,
  input: { jobs: JobQueue; clientId: string; shipmentId: string; state: string },
) => {
  if (!isMilestone(input.state)) return;
  const isOn = await brandedEmailsRepository.isActive(tx, {
    clientId: input.clientId,
    emailType: milestoneEmailType(input.state),
  });
  if (!isOn) return;
  await input.jobs.enqueue(
    sendBuyerEmailJob,
    { clientId: input.clientId, shipmentId: input.shipmentId, event: input.state },
    { tx },
  );
};
