import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { recipientsRepository } from './recipients.repository.ts';

export const deleteRecipient = async (db: Db, input: { clientId: string; id: string }) => {
  if (!(await recipientsRepository.delete(db, input.clientId, input.id))) throw notFound();
};
