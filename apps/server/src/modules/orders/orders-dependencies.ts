import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import { paymentGateway } from '../../providers/payments/payment-provider.ts';
import { carrierProvider } from '../carriers/index.ts';

/** What taking, settling and refunding an order use: the database, the job queue, the carrier, the gateway. */
export type OrderDependencies = {
  db: Db;
  jobs: JobQueue;
  carriers: CarrierProvider;
  gateway: PaymentGateway;
};

/** The app's database and queue with the configured carrier provider and payment gateway. */
export const orderDependenciesOf = (app: FastifyInstance): OrderDependencies => ({
  db: app.database.db,
  jobs: app.jobs,
  carriers: carrierProvider,
  gateway: paymentGateway,
});
