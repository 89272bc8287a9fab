import { boolean, customType, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A client's template of one e-mail type in one language (migration 0118). */
export const brandedEmailTemplates = pgTable(
  'branded_email_templates',
  {
    clientId: uuid('client_id').notNull(),
    emailType: text('email_type').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.emailType, t.locale] })],
);

/** Whether a client's e-mail type is sent branded; no row means inactive. */
export const brandedEmailActivations = pgTable(
  'branded_email_activations',
  {
    clientId: uuid('client_id').notNull(),
    emailType: text('email_type').notNull(),
    isActive: boolean('is_active').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.emailType] })],
);

export const brandSettings = pgTable('brand_settings', {
  clientId: uuid('client_id').primaryKey(),
  companyName: text('company_name').notNull().default(''),
  replyToEmail: text('reply_to_email').notNull().default(''),
  logo: bytea('logo'),
  logoContentType: text('logo_content_type').$type<'image/png' | 'image/jpeg'>(),
  logoId: uuid('logo_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BrandSettingsRow = typeof brandSettings.$inferSelect;

/** The buyer e-mails sent, one per shipment and event. */
export const buyerEmails = pgTable(
  'buyer_emails',
  {
    clientId: uuid('client_id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
    event: text('event').notNull(),
    recipient: text('recipient').notNull(),
    isBranded: boolean('is_branded').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.event] })],
);
