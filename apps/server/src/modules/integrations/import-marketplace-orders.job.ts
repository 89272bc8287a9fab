import { z } from 'zod';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { importMarketplaceOrders } from './import-marketplace-orders.ts';
import { integrationsRepository } from './integrations.repository.ts';

/**
 * The coalescing key of an import: per client, integration and trigger, so a seller's five-day import is
 * never folded into a scheduled one that looks back a shorter time.
 */
export const importKeyOf = (clientId: string, integration: string, trigger: 'MANUAL' | 'SCHEDULED') =>
  `${clientId}:${integration}:${trigger}`;

/** One import of one client's marketplace: on demand (the five-day import) or from the schedule. */
export const importMarketplaceOrdersJob = defineJobKind({
  id: 'integrations.orders.import',
  version: 1,
  schema: z.object({
    clientId: z.string().uuid(),
    integration: z.string(),
    since: z.iso.datetime().optional(),
    trigger: z.enum(['MANUAL', 'SCHEDULED']),
  }),
});

/** The job's handler, given the carrier network a shipping rule's service is looked up on. */
export const defineImportMarketplaceOrdersJob = ({ carriers }: { carriers: CarrierProvider }) =>
  defineJob({
    ...importMarketplaceOrdersJob,
    // Orders already imported are skipped by their external order id, so a retry repeats nothing. Per
    // `importKeyOf`, at most one import of a connection waits while one runs: a second request meanwhile
    // is coalesced into the waiting one (its import-ended event answers both).
    options: { retryLimit: 1, pollingIntervalMs: 500, policy: 'stately' },
    handler: async ({ clientId, integration, since, trigger }, dependencies) => {
      await importMarketplaceOrders(
        { ...dependencies, carriers },
        {
          clientId,
          integration,
          since: since ? new Date(since) : undefined,
          now: new Date(),
          trigger,
        },
      );
    },
  });

/** Every 15 minutes (spec: orders in from everywhere): an import job per connected marketplace. */
export const scheduleMarketplaceImportsJob = defineJob({
  id: 'integrations.orders.schedule',
  version: 1,
  schema: z.object({}),
  schedule: { cron: '*/15 * * * *', payload: {} },
  options: { retryLimit: 0 },
  handler: async (_payload, { db, jobs }) => {
    for (const connection of await integrationsRepository.findConnected(db)) {
      await jobs.enqueue(
        importMarketplaceOrdersJob,
        { ...connection, trigger: 'SCHEDULED' },
        { singletonKey: importKeyOf(connection.clientId, connection.integration, 'SCHEDULED') },
      );
    }
  },
});
