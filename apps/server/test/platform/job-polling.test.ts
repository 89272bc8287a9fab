import type PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../src/platform/jobs/job-definition.ts';
import { IDLE_POLLING_CAP_MS, type QueueContext } from '../../src/platform/jobs/queue-context.ts';
import { runWorker } from '../../src/platform/jobs/run-job.ts';

const runs: number[] = [];
const countJob = defineJob({
  id: 'test.count',
  version: 1,
  schema: z.object({ n: z.number() }),
  options: { pollingIntervalMs: 100 },
  handler: async ({ n }) => {
    runs.push(n);
  },
});

const queued = (n: number) =>
  ({
    id: `job-${n}`,
    name: countJob.id,
    data: { v: 1, payload: { n } },
    retryCount: 0,
  }) as unknown as PgBoss.JobWithMetadata<never>;

/**
 * A worker against a queue that answers `answers[i]` to its i-th poll (empty once they run out) and
 * stops after `polls` polls; answers the sleeps it asked for after each empty poll, without sleeping.
 */
const workerSleeps = async (polls: number, answers: Record<number, number[]> = {}) => {
  const sleeps: number[] = [];
  let fetched = 0;
  const context = {
    state: 'started',
    inFlight: new Set(),
    dependencies: {},
    log: { warn: () => {}, error: () => {} },
    boss: {
      fetch: async () => {
        fetched += 1;
        if (fetched >= polls) context.state = 'stopping';
        return (answers[fetched] ?? []).map(queued);
      },
      complete: async () => {},
    },
    wakeups: {
      sleep: async (_id: string, ms: number) => {
        sleeps.push(ms);
      },
    },
  } as unknown as QueueContext;
  await runWorker(context, countJob);
  return sleeps;
};

describe('an idle worker', () => {
  it('waits longer after each empty poll, up to the idle cap, so an idle server leaves its database alone', async () => {
    const sleeps = await workerSleeps(10);
    const cap = IDLE_POLLING_CAP_MS;
    expect(sleeps).toEqual([100, 200, 400, 800, 1600, 3200, cap, cap, cap, cap]);
  });

  it('polls at its own interval again once it finds work, and runs what it found', async () => {
    runs.length = 0;
    const sleeps = await workerSleeps(9, { 5: [1], 6: [2] });
    expect(runs).toEqual([1, 2]);
    // Four empty polls, two with a job (no sleep: it asks again at once), then idle from the start.
    expect(sleeps).toEqual([100, 200, 400, 800, 100, 200, 400]);
  });
});
