import type { FastifyInstance } from 'fastify';
import type { DrainOptions } from './job-queue.ts';

/**
 * Runs every due job to completion in the calling test: enqueue through the app (a route or
 * `app.jobs.enqueue`), then `await drainJobs(app)` and assert on what the jobs did.
 */
export const drainJobs = (app: FastifyInstance, options?: DrainOptions) => app.jobs.drain(options);
