import type { JobKind } from './job-definition.ts';
import { type JobEnvelope, type QueueContext, requireBoss, requireDefinition } from './queue-context.ts';
import { batchSizeOf, fetchJobs, runBatch, runJob } from './run-job.ts';

export type DrainOptions = {
  /** Only these job kinds (default: every registered one). */
  jobs?: Array<JobKind | string>;
  /** Also run jobs whose start is in the future (delayed sends, retries with a delay). */
  includeDelayed?: boolean;
  /** Guards against a job that enqueues itself forever (default 1000). */
  maxJobs?: number;
};

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type JobInfo = {
  id: string;
  jobId: string;
  state: JobState;
  retryCount: number;
  payload: unknown;
  output: unknown;
};

/** Runs every job that is due, in this process, until none is left (tests, scripts). */
export const drainQueue = async (context: QueueContext, drainOptions: DrainOptions = {}) => {
  const selected = (drainOptions.jobs ?? [...context.definitions.keys()]).map((job) =>
    requireDefinition(context, job),
  );
  const maxJobs = drainOptions.maxJobs ?? 1000;
  let completed = 0;
  let failed = 0;
  for (;;) {
    let hasRun = false;
    for (const definition of selected) {
      const jobs = await fetchJobs(context, definition, {
        includeDelayed: drainOptions.includeDelayed,
        batchSize: batchSizeOf(definition),
      });
      if (jobs.length === 0) continue;
      hasRun = true;
      if (definition.handleBatch) {
        const outcome = await runBatch(context, definition, jobs);
        completed += outcome.completed;
        failed += outcome.failed;
      } else
        for (const job of jobs) {
          if (await runJob(context, definition, job)) completed++;
          else failed++;
        }
      if (completed + failed >= maxJobs) throw new Error(`drain stopped after ${maxJobs} jobs`);
    }
    if (!hasRun) return { completed, failed };
  }
};

/** One job's state, attempts, payload and output, also once archived. */
export const getJobInfo = async (
  context: QueueContext,
  job: JobKind | string,
  id: string,
): Promise<JobInfo | null> => {
  const definition = requireDefinition(context, job);
  const found = await requireBoss(context).getJobById<JobEnvelope>(definition.id, id, {
    includeArchive: true,
  });
  if (!found) return null;
  return {
    id: found.id,
    jobId: definition.id,
    state: found.state,
    retryCount: found.retryCount,
    payload: found.data?.payload,
    output: found.output,
  };
};
