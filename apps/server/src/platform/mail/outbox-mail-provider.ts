import type { Database } from '../db/database.ts';
import { mailOutbox, mailOutboxAttachments } from './mail.tables.ts';
import { type MailProvider, senderAddressOf } from './mail-provider.ts';

/** Stores mail in the database instead of sending it: the default when no SMTP server is set. */
export const createOutboxMailProvider = (database: Database, from: string): MailProvider => ({
  identifier: 'outbox',
  send: async (message) =>
    database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          clientId: message.clientId ?? null,
          sender: message.fromName
            ? `${message.fromName.replaceAll(/[<>"]/g, '')} <${senderAddressOf(from)}>`
            : from,
          replyTo: message.replyTo ?? null,
          kind: message.kind ?? null,
          recipient: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (message.attachments?.length) {
        await tx.insert(mailOutboxAttachments).values(
          message.attachments.map((attachment) => ({
            mailId: id,
            clientId: message.clientId ?? null,
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
          })),
        );
      }
      return { id };
    }),
});
