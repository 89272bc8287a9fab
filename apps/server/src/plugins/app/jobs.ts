import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../../platform/jobs/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue: `register` job definitions while plugins load, `enqueue` once ready. */
    jobs: JobQueue;
  }
}

/**
 * Starts the job queue when the app is ready (every process can enqueue; workers, schedules and
 * maintenance run only with `JOBS_ENABLED`) and stops it on close: running jobs get the shutdown grace
 * period, and any still running after it are put back in the queue for another process or the next start.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const queue = createJobQueue({
      database: app.database,
      log: app.log.child({ module: 'jobs' }),
      app,
      leaseSeconds: app.config.JOBS_LEASE_SECONDS,
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => {
      await queue.start({ runWorkers: app.config.JOBS_ENABLED });
    });
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  },
  { name: 'jobs' },
);
