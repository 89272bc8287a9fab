import { sql } from 'drizzle-orm';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { deleteStatements, scrubStatements } from './erasure-plan.ts';

/**
 * Deletes the account: erases its personal data (addresses, names, phones, e-mails, recipients, files)
 * and ends every session of its users, keeping what tax law requires (orders, invoices and their
 * billing details). One transaction under a lock on the client: a second request, at once or later,
 * finds the account already deleted and does nothing.
 */
export const deleteAccount = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage'>,
  clientId: string,
) => {
  const { db } = dependencies;
  await db.transaction(async (tx) => {
    const result = await tx.execute<{ deleted_at: Date | null }>(
      sql`SELECT deleted_at FROM clients WHERE id = ${clientId} FOR UPDATE`,
    );
    const [client] = (result as unknown as { rows: { deleted_at: Date | null }[] }).rows;
    if (!client || client.deleted_at) return;
    for (const statement of [...scrubStatements(clientId), ...deleteStatements(clientId)]) {
      await tx.execute(statement);
    }
  });
  // Labels, reports and exports name people too. Files live outside the database, so they go after the
  // erasure commits, and again on every repeat, which finishes the job if a crash came in between.
  await dependencies.storage.deleteFolder(`clients/${clientId}`);
};
