import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { storeMissingInvoicePdfs } from './invoice-file.ts';
import { issueDueInvoices } from './issue-due-invoices.ts';

/** PDFs one run draws; the rest are drawn by the next run, which this one queues. */
const PDFS_PER_RUN = 200;

/**
 * Issues the client's due invoices and credit notes, then draws their PDFs; one queued per client at
 * a time. Issuing is idempotent per source (ADR 0015), so a retry or a second run issues nothing twice.
 */
export const issueInvoicesJob = defineJob({
  id: 'invoices.issue',
  version: 1,
  schema: z.object({ clientId: z.string().uuid() }),
  options: {
    policy: 'short',
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    pollingIntervalMs: 1000,
  },
  handler: async ({ clientId }, dependencies) => {
    const { db, jobs } = dependencies;
    const { hasMore } = await issueDueInvoices(db, clientId, jobs);
    const drawn = await storeMissingInvoicePdfs(dependencies, clientId, PDFS_PER_RUN);
    if (hasMore || drawn === PDFS_PER_RUN)
      await jobs.enqueue(issueInvoicesJob, { clientId }, { singletonKey: clientId, startAfter: 1 });
  },
});
