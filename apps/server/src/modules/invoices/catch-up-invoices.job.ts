import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { dueDocuments } from './due-documents.ts';
import { issueInvoicesJob } from './issue-invoices.job.ts';

const CLIENTS_PER_PASS = 500;

/**
 * Every minute, queues the invoicing of clients with a paid order, a charged billing or a refund that
 * has no document yet, or a document without its PDF: whatever path charged them (a checkout, a bulk
 * order, the API, a subscription renewal) and whatever wake-up was lost, each gets its invoice.
 */
export const catchUpInvoicesJob = defineJob({
  id: 'invoices.catch-up',
  version: 1,
  schema: z.object({}),
  schedule: { cron: '* * * * *', payload: {} },
  options: { policy: 'short', retryLimit: 1 },
  handler: async (_payload, { db, jobs }) => {
    for (const clientId of await dueDocuments.clientsWithDue(db, CLIENTS_PER_PASS))
      await jobs.enqueue(issueInvoicesJob, { clientId }, { singletonKey: clientId });
  },
});
