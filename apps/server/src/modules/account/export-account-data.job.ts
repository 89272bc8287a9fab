import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { DATA_EXPORT_SECTIONS, type DataExportSection } from '@shipdeck/domain/account/account.schema';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import { getClient } from '../clients/index.ts';
import { getUser } from '../users/index.ts';
import { readSection } from './account-data-sections.ts';
import { buildAccountDataZip } from './account-data-zip.ts';
import { dataExportsRepository } from './data-exports.repository.ts';

// Each section read is one step and the ZIP one more, so progress moves as the work does.
const STEPS = DATA_EXPORT_SECTIONS.length + 1;

/**
 * Makes the ZIP of "download my data" and stores it in the client's files. Idempotent: a finished export
 * is left alone, and a run after a crash writes the same file again.
 */
export const exportAccountDataJob = defineJob({
  id: 'account.data.export',
  version: 1,
  schema: z.object({ clientId: z.uuid(), userId: z.uuid(), exportId: z.uuid() }),
  options: { retryLimit: 1, pollingIntervalMs: 250 },
  handler: async (payload, { app, retryCount }) => {
    const { db } = app.database;
    const { clientId, exportId } = payload;
    const current = await dataExportsRepository.get(db, clientId, exportId);
    if (current?.status !== 'PENDING') return;
    try {
      const sections = {} as Record<DataExportSection, Record<string, unknown>[]>;
      for (const [index, section] of DATA_EXPORT_SECTIONS.entries()) {
        sections[section] = await readSection(db, clientId, section);
        await dataExportsRepository.setProgress(
          db,
          clientId,
          exportId,
          Math.floor(((index + 1) * 100) / STEPS),
        );
        // The embedded database answers on this thread: a turn of the event loop lets requests in.
        await setImmediatePromise();
      }
      const scope = { clientId, userId: payload.userId };
      const account = { client: await getClient(db, scope), user: await getUser(db, scope) };
      const key = clientFileKey(clientId, 'exports', `my-data-${exportId}.zip`);
      await app.storage.put(key, buildAccountDataZip({ account, sections }), 'application/zip');
      await dataExportsRepository.finish(db, clientId, exportId, { status: 'READY', fileKey: key });
    } catch (error) {
      app.log.error({ err: error, exportId }, 'account data export failed');
      // The last attempt records the failure, so the page stops waiting and offers to try again.
      if (retryCount >= 1) await dataExportsRepository.finish(db, clientId, exportId, { status: 'FAILED' });
      throw error;
    }
  },
});
