import { archiveCutoff } from '@shipdeck/domain/archiving/rules/archive-cutoff';
import { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { z } from 'zod';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import { archiveStaleShipments, type ShipmentViewSources } from '../shipments/index.ts';
import { archivingRepository } from './archiving.repository.ts';

const CLIENT_PAGE = 200;

/**
 * Daily: moves each client's delivered shipments and drafts older than its retentions to the archived
 * inbox. `asOf` (default: now) is the day the retentions count back from, and `clientId` limits the run
 * to one client: the debug trigger passes both, so a demo sees its own archive without waiting weeks.
 * Idempotent: a second run finds nothing more.
 */
export const archiveShipmentsJob = defineJobKind({
  id: 'shipments.archive',
  version: 1,
  schema: z.object({ asOf: z.iso.datetime().optional(), clientId: z.uuid().optional() }),
});

/** The job's handler, given where the archived shipments' views read what other modules hold. */
export const defineArchiveShipmentsJob = (sources: ShipmentViewSources) =>
  defineJob({
    ...archiveShipmentsJob,
    schedule: { cron: '23 2 * * *', payload: {} },
    options: { retryLimit: 2, retryDelaySeconds: 300, policy: 'singleton' },
    handler: async ({ asOf, clientId }, { db, log }) => {
      const now = asOf ? new Date(asOf) : new Date();
      let archived = 0;
      let afterClientId: string | undefined;
      for (;;) {
        const page = await archivingRepository.findArchiving(db, {
          clientId,
          afterClientId,
          limit: CLIENT_PAGE,
        });
        for (const settings of page) {
          for (const [inbox, retention] of [
            [Inbox.Delivered, settings.delivered],
            [Inbox.Draft, settings.draft],
          ] as const) {
            const before = archiveCutoff(retention, now);
            if (before)
              archived += await archiveStaleShipments(db, sources, {
                clientId: settings.clientId,
                inbox,
                before,
              });
          }
        }
        if (page.length < CLIENT_PAGE) break;
        afterClientId = page.at(-1)!.clientId;
      }
      log.info({ archived, asOf: now }, 'archived shipments');
    },
  });
