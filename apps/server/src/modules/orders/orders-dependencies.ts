import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts';

/** The outside parties an order deals with, handed in where the modules are put together. */
export type OrderProviders = { carriers: CarrierProvider; gateway: PaymentGateway };

/** What taking, settling and refunding an order use: the database, the job queue, the carrier, the gateway. */
export type OrderDependencies = OrderProviders & { db: Db; jobs: JobQueue };

/** The platform's database and job queue, with the providers the orders module was given. */
export const orderDependenciesOf = (
  platform: Pick<PlatformDependencies, 'db' | 'jobs'>,
  providers: OrderProviders,
): OrderDependencies => ({ db: platform.db, jobs: platform.jobs, ...providers });
