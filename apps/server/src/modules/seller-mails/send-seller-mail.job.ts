import { getTenant } from '@shipdeck/domain/tenants/tenants';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { findMailRecipient } from '../users/index.ts';
import { composeSellerMail } from './compose-seller-mail.ts';
import { sellerMailKey, sellerMailSchema } from './seller-mail-facts.ts';
import { sellerMailsRepository } from './seller-mails.repository.ts';

/**
 * Sends one queued seller mail (ADR 0028) to its user in the user's language at the time of sending,
 * through the configured mail provider. A failed send is retried with backoff; a run that finds the
 * mail already sent does nothing, so a retry after a send that went through sends nothing more. A crash
 * between the send and its record sends it again (at least once, as every job).
 */
export const sendSellerMailJob = defineJob({
  id: 'seller-mails.send',
  version: 1,
  schema: z.object({ mailId: z.string().uuid() }),
  options: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, pollingIntervalMs: 1000 },
  handler: async ({ mailId }, { config, db, mail: mailer }) => {
    const row = await sellerMailsRepository.get(db, mailId);
    if (!row || row.sentAt) return;
    const recipient = await findMailRecipient(db, { clientId: row.clientId, userId: row.userId });
    const tenant = recipient ? getTenant(recipient.tenantId) : undefined;
    // A deleted account keeps no address to write to.
    if (!recipient?.email || !tenant) return;
    const mail = sellerMailSchema.parse({ kind: row.kind, facts: row.facts });
    const composed = composeSellerMail({ mail, recipient, tenant, publicUrl: config.PUBLIC_URL });
    await mailer.send({
      to: recipient.email,
      ...composed,
      fromName: tenant.brandName,
      clientId: row.clientId,
      kind: sellerMailKey(mail.kind),
    });
    await sellerMailsRepository.markSent(db, { id: row.id, recipient: recipient.email });
  },
});
