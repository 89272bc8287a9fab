import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { rebuildAnalytics } from './rebuild-analytics.ts';

/** Builds one client's roll-ups again from its shipments (operations: `npm run analytics:rebuild`). */
export const rebuildAnalyticsJob = defineJob({
  id: 'analytics.rebuild',
  version: 1,
  schema: z.object({ clientId: z.string().uuid() }),
  options: { retryLimit: 2, retryDelaySeconds: 30 },
  handler: async ({ clientId }, { db }) => {
    await rebuildAnalytics(db, { clientId });
  },
});
