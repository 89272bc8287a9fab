import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { mailOutbox, mailOutboxAttachments } from './mail.tables.ts';

export type OutboxMail = {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  kind: string | null;
  createdAt: string;
  links: string[];
  attachments: { id: string; filename: string; contentType: string; size: number }[];
};

// Absolute http(s) links, and site-relative paths written on their own (the reset link when
// PUBLIC_URL is not configured).
const LINK_PATTERN = /https?:\/\/[^\s<>"')]+|(?<=^|\s)\/[^\s<>"')]+/g;

export const extractLinks = (text: string) => [...new Set(text.match(LINK_PATTERN) ?? [])];

export const findOutboxMail = async (db: Db, options: { to?: string; kind?: string; limit: number }) => {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        options.to ? eq(mailOutbox.recipient, options.to.toLowerCase()) : undefined,
        options.kind ? eq(mailOutbox.kind, options.kind) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
  const attachments = rows.length
    ? await db
        .select({
          id: mailOutboxAttachments.id,
          mailId: mailOutboxAttachments.mailId,
          filename: mailOutboxAttachments.filename,
          contentType: mailOutboxAttachments.contentType,
          content: mailOutboxAttachments.content,
        })
        .from(mailOutboxAttachments)
        .where(
          inArray(
            mailOutboxAttachments.mailId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map(
    (row): OutboxMail => ({
      id: row.id,
      from: row.sender,
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      replyTo: row.replyTo,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      links: extractLinks(row.textBody),
      attachments: attachments
        .filter((a) => a.mailId === row.id)
        .map((a) => ({ id: a.id, filename: a.filename, contentType: a.contentType, size: a.content.length })),
    }),
  );
};

export const getOutboxAttachment = async (db: Db, id: string) => {
  const [row] = await db.select().from(mailOutboxAttachments).where(eq(mailOutboxAttachments.id, id));
  return row;
};
