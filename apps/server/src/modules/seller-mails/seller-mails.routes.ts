import type { FastifyInstance } from 'fastify';
import { sendSellerMailJob } from './send-seller-mail.job.ts';

/** The seller-mails module has no routes of its own: it registers the job that sends its mail. */
export const sellerMailsRoutes = async (app: FastifyInstance) => {
  app.jobs.register(sendSellerMailJob);
};
