import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { integrationsRepository } from './integrations.repository.ts';

/** Disconnects an integration (delete configuration): its drafts already imported stay. */
export const deleteConfiguration = async (db: Db, input: { clientId: string; identifier: string }) => {
  if (!(await integrationsRepository.delete(db, input.clientId, input.identifier))) throw notFound();
};
