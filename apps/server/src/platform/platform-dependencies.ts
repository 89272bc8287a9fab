import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database, Db } from './db/database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { MailProvider } from './mail/mail-provider.ts';
import type { FileStorage } from './storage/file-storage.ts';

/**
 * What the platform gives every use-case and job: the configuration, the database, the job queue, file
 * storage, mail and the log. A use-case takes the part it uses (`Pick<PlatformDependencies, 'db' |
 * 'storage'>`) rather than the Fastify app, so it runs and is tested without one. What only some modules
 * use (a carrier provider, a payment gateway, another module's use-case) is handed to those modules.
 */
export type PlatformDependencies = {
  config: AppConfig;
  /** The database, for its connection kind and raw queries; `db` is its Drizzle handle. */
  database: Database;
  db: Db;
  jobs: JobQueue;
  storage: FileStorage;
  mail: MailProvider;
  log: FastifyBaseLogger;
};
