import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { deleteStaleAuthRecords } from './auth.repository.ts';

/**
 * Deletes what no request can use any more: expired sessions, reset links used or expired a day
 * ago, and rate-limit windows that closed a day ago. Nothing a user holds is touched.
 */
export const pruneAuthRecordsJob = defineJob({
  id: 'auth.records.prune',
  version: 1,
  schema: z.object({}),
  schedule: { cron: '41 3 * * *', payload: {} },
  options: { retryLimit: 2, retryDelaySeconds: 60, policy: 'singleton' },
  handler: async (_payload, { db, log }) => {
    const deleted = await deleteStaleAuthRecords(db);
    log.info(deleted, 'pruned auth records');
  },
});
