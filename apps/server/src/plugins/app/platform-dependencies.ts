import type { FastifyInstance } from 'fastify';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';

/**
 * The platform's parts the app was built with, as routes and the job queue hand them to use-cases. Read
 * once every platform plugin has loaded (the API modules and the queue's start both come after them).
 */
export const platformDependenciesOf = (app: FastifyInstance): PlatformDependencies => ({
  config: app.config,
  database: app.database,
  db: app.database.db,
  jobs: app.jobs,
  storage: app.storage,
  mail: app.mail,
  log: app.log,
});
