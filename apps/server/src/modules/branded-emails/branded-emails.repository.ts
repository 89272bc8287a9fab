import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type BrandSettingsRow,
  brandedEmailActivations,
  brandedEmailTemplates,
  brandSettings,
  buyerEmails,
} from './branded-emails.tables.ts';

/** A milestone's switch is kept beside the templates' ones, under its own e-mail type. */
export const milestoneEmailType = (milestone: string) => `MILESTONE_${milestone}`;

export const brandedEmailsRepository = {
  isActive: async (db: Db, input: { clientId: string; emailType: string }) => {
    const [row] = await db
      .select({ isActive: brandedEmailActivations.isActive })
      .from(brandedEmailActivations)
      .where(
        and(
          eq(brandedEmailActivations.clientId, input.clientId),
          eq(brandedEmailActivations.emailType, input.emailType),
        ),
      );
    return row?.isActive ?? false;
  },

  findActivations: (db: Db, clientId: string) =>
    db.select().from(brandedEmailActivations).where(eq(brandedEmailActivations.clientId, clientId)),

  setActive: async (db: Db, input: { clientId: string; emailType: string; isActive: boolean }) => {
    const values = { isActive: input.isActive, updatedAt: new Date() };
    await db
      .insert(brandedEmailActivations)
      .values({ clientId: input.clientId, emailType: input.emailType, ...values })
      .onConflictDoUpdate({
        target: [brandedEmailActivations.clientId, brandedEmailActivations.emailType],
        set: values,
      });
  },

  findTemplate: async (db: Db, input: { clientId: string; emailType: string; locale: string }) => {
    const [row] = await db
      .select()
      .from(brandedEmailTemplates)
      .where(
        and(
          eq(brandedEmailTemplates.clientId, input.clientId),
          eq(brandedEmailTemplates.emailType, input.emailType),
          eq(brandedEmailTemplates.locale, input.locale),
        ),
      );
    return row;
  },

  hasTemplate: async (db: Db, input: { clientId: string; emailType: string }) => {
    const [row] = await db
      .select({ locale: brandedEmailTemplates.locale })
      .from(brandedEmailTemplates)
      .where(
        and(
          eq(brandedEmailTemplates.clientId, input.clientId),
          eq(brandedEmailTemplates.emailType, input.emailType),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  upsertTemplate: async (
    db: Db,
    input: { clientId: string; emailType: string; locale: string; subject: string; body: string },
  ) => {
    const values = { subject: input.subject, body: input.body, updatedAt: new Date() };
    const [row] = await db
      .insert(brandedEmailTemplates)
      .values({ ...input, updatedAt: values.updatedAt })
      .onConflictDoUpdate({
        target: [
          brandedEmailTemplates.clientId,
          brandedEmailTemplates.emailType,
          brandedEmailTemplates.locale,
        ],
        set: values,
      })
      .returning();
    return row!;
  },

  findBrandSettings: async (db: Db, clientId: string): Promise<BrandSettingsRow | undefined> => {
    const [row] = await db.select().from(brandSettings).where(eq(brandSettings.clientId, clientId));
    return row;
  },

  findLogoById: async (db: Db, logoId: string) => {
    const [row] = await db
      .select({ logo: brandSettings.logo, contentType: brandSettings.logoContentType })
      .from(brandSettings)
      .where(eq(brandSettings.logoId, logoId));
    return row;
  },

  upsertBrandSettings: async (
    db: Db,
    input: {
      clientId: string;
      companyName: string;
      replyToEmail: string;
      /** Undefined keeps the logo; null removes it. */
      logo?: { content: Buffer; contentType: 'image/png' | 'image/jpeg'; id: string } | null;
    },
  ): Promise<BrandSettingsRow> => {
    const logoValues =
      input.logo === undefined
        ? {}
        : input.logo === null
          ? { logo: null, logoContentType: null, logoId: null }
          : { logo: input.logo.content, logoContentType: input.logo.contentType, logoId: input.logo.id };
    const values = {
      companyName: input.companyName,
      replyToEmail: input.replyToEmail,
      updatedAt: new Date(),
      ...logoValues,
    };
    const [row] = await db
      .insert(brandSettings)
      .values({ clientId: input.clientId, ...values })
      .onConflictDoUpdate({ target: brandSettings.clientId, set: values })
      .returning();
    return row!;
  },

  wasBuyerEmailSent: async (db: Db, input: { shipmentId: string; event: string }) => {
    const [row] = await db
      .select({ event: buyerEmails.event })
      .from(buyerEmails)
      .where(and(eq(buyerEmails.shipmentId, input.shipmentId), eq(buyerEmails.event, input.event)));
    return row !== undefined;
  },

  recordBuyerEmail: async (db: Db, input: typeof buyerEmails.$inferInsert) => {
    await db.insert(buyerEmails).values(input).onConflictDoNothing();
  },
};
