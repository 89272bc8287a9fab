import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { platformDependenciesOf } from './platform-dependencies.ts';

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
      leaseSeconds: app.config.JOBS_LEASE_SECONDS,
    });
    app.decorate('jobs', queue);
    // Every plugin has loaded by then: the handlers get the app's database, storage, mail and config,
    // never the app itself.
    app.addHook('onReady', async () => {
      await queue.start({
        runWorkers: app.config.JOBS_ENABLED,
        dependencies: platformDependenciesOf(app),
      });
    });
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  },
  { name: 'jobs' },
);
