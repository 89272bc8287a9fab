import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.ts';
import { deleteEventsCreatedBefore } from './outbox.repository.ts';

/** A browser away longer than this reloads its state instead of replaying events. */
export const OUTBOX_RETENTION_DAYS = 7;
const DELETE_BATCH = 5000;

/** Deletes outbox events older than the retention, in batches so no long lock blocks publishers. */
export const pruneOutboxEventsJob = defineJob({
  id: 'outbox.events.prune',
  version: 1,
  schema: z.object({ retentionDays: z.number().int().positive().default(OUTBOX_RETENTION_DAYS) }),
  schedule: { cron: '17 3 * * *', payload: {} },
  options: { retryLimit: 2, retryDelaySeconds: 60 },
  handler: async ({ retentionDays }, { db, log }) => {
    const cutoff = new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000);
    let deleted = 0;
    for (;;) {
      const count = await deleteEventsCreatedBefore(db, { cutoff, limit: DELETE_BATCH });
      deleted += count;
      if (count < DELETE_BATCH) break;
    }
    log.info({ deleted, cutoff }, 'pruned outbox events');
  },
});
