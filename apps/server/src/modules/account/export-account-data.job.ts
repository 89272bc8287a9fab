import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { DATA_EXPORT_SECTIONS } from '@shipdeck/domain/account/account.schema';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import { getClient } from '../clients/index.ts';
import { getUser } from '../users/index.ts';
import { sectionPages } from './account-data-sections.ts';
import { accountDataZip, type SectionSource } from './account-data-zip.ts';
import { dataExportsRepository } from './data-exports.repository.ts';

// Each section written is one step and storing the ZIP one more, so progress moves as the work does.
const STEPS = DATA_EXPORT_SECTIONS.length + 1;

/**
 * Makes the ZIP of "download my data" and stores it in the client's files, streamed from the database
 * a page at a time to the file, so even the largest account is never held in memory. Idempotent: a
 * finished export is left alone, and a run after a crash writes the same file again.
 */
export const exportAccountDataJob = defineJob({
  id: 'account.data.export',
  version: 1,
  schema: z.object({ clientId: z.uuid(), userId: z.uuid(), exportId: z.uuid() }),
  options: { retryLimit: 1, pollingIntervalMs: 250 },
  handler: async (payload, { db, storage, log, retryCount }) => {
    const { clientId, exportId } = payload;
    const current = await dataExportsRepository.get(db, clientId, exportId);
    if (current?.status !== 'PENDING') return;
    try {
      const scope = { clientId, userId: payload.userId };
      const account = { client: await getClient(db, scope), user: await getUser(db, scope) };
      const source: SectionSource = {
        read: (section, end) => sectionPages(db, clientId, section, end),
        onSectionDone: async (_section, index) => {
          await dataExportsRepository.setProgress(
            db,
            clientId,
            exportId,
            Math.floor(((index + 1) * 100) / STEPS),
          );
          // The embedded database answers on this thread: a turn of the event loop lets requests in.
          await setImmediatePromise();
        },
      };
      const key = clientFileKey(clientId, 'exports', `my-data-${exportId}.zip`);
      await storage.putStream(key, accountDataZip({ account, source }), 'application/zip');
      await dataExportsRepository.finish(db, clientId, exportId, { status: 'READY', fileKey: key });
    } catch (error) {
      log.error({ err: error, exportId }, 'account data export failed');
      // The last attempt records the failure, so the page stops waiting and offers to try again.
      if (retryCount >= 1) await dataExportsRepository.finish(db, clientId, exportId, { status: 'FAILED' });
      throw error;
    }
  },
});
