import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { type SellerMail, sellerMailSchema } from './seller-mail-facts.ts';
import { sellerMailsRepository } from './seller-mails.repository.ts';
import { sendSellerMailJob } from './send-seller-mail.job.ts';

export type QueueSellerMailInput = {
  jobs: JobQueue;
  clientId: string;
  /** The user to write to; without it, the client's account holder. */
  userId?: string;
  /**
   * Names the fact the mail reports (the order, the invoice, the subscription's billing …): a fact
   * queued again — a retried job, a second process — finds its mail and queues nothing.
   */
  factKey: string;
  mail: SellerMail;
};

/**
 * Queues a mail to a seller in `tx`, the transaction that records the fact it reports: the mail exists
 * if and only if the fact does, and it is sent later by a job with retries (ADR 0028).
 */
export const queueSellerMail = async (tx: Db, input: QueueSellerMailInput) => {
  const mail = sellerMailSchema.parse(input.mail);
  const id = await sellerMailsRepository.insertOnce(tx, {
    clientId: input.clientId,
    userId: input.userId ?? null,
    kind: mail.kind,
    factKey: `${input.clientId}:${input.factKey}`,
    facts: mail.facts,
  });
  if (id) await input.jobs.enqueue(sendSellerMailJob, { mailId: id }, { tx });
};
