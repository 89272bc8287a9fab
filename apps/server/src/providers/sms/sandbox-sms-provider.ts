import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SmsProvider } from './sms-provider.ts';

export const smsOutbox = pgTable('sms_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const MAGIC_CODE_PHONE = /^\+346000000\d\d$/;
export const MAGIC_CODE = '12345';

/**
 * Sends nothing: the message is kept in `sms_outbox` (migration 0074) where tests and demos read
 * the code. Numbers `+34 600 000 0xx` always get code 12345 (docs/sandbox.md).
 */
export const sandboxSmsProvider: SmsProvider = {
  identifier: 'sandbox',
  send: async (db, message) => {
    await db.insert(smsOutbox).values(message);
  },
  fixedCodeFor: (phone) => (MAGIC_CODE_PHONE.test(phone) ? MAGIC_CODE : undefined),
};
