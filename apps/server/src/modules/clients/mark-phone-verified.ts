import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { updateClientRow } from './clients.repository.ts';

/** A code sent to `phone` came back right: that number becomes the client's, verified. */
export const markPhoneVerified = async (db: Db, scope: { clientId: string }, phone: string) => {
  const row = await updateClientRow(db, scope.clientId, { phone, phoneNumberVerified: true });
  if (!row) throw notFound();
};
