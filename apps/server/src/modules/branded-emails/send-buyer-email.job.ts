import {
  BrandedEmailType,
  BUYER_EMAIL_MILESTONES,
  type BuyerEmailMilestone,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { buyerLanguageOf } from '@shipdeck/domain/branded-emails/rules/buyer-language';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { createTrackingLink } from '../buyer-tracking/index.ts';
import { getClientTenantId } from '../clients/index.ts';
import { findShipmentsByIds } from '../shipments/index.ts';
import { buyerBrandOf } from './brand-of-client.ts';
import { brandedEmailsRepository } from './branded-emails.repository.ts';
import { canUseBrandedEmails } from './branded-emails-access.ts';
import { buyerEmailFactsOf } from './buyer-email-facts.ts';
import { composeBrandedEmail, composeDefaultEmail } from './compose-buyer-email.ts';

export const BuyerEmailEvent = { LabelCreated: 'LABEL_CREATED' } as const;

const isMilestone = (event: string): event is BuyerEmailMilestone =>
  (BUYER_EMAIL_MILESTONES as readonly string[]).includes(event);

/**
 * Mails the buyer that the parcel's label is made: the seller's active branded template
 * in the buyer's language, or the product's default e-mail (ADR 0022); or that it reached a tracking
 * milestone the seller switched on. Sent once per shipment and event: a retry after the mail left
 * finds it recorded. A crash between sending and recording sends it again on the retry (at least
 * once, as every job).
 */
export const sendBuyerEmailJob = defineJob({
  id: 'branded-emails.buyer.send',
  version: 1,
  schema: z.object({
    clientId: z.string().uuid(),
    shipmentId: z.string().uuid(),
    event: z.enum([BuyerEmailEvent.LabelCreated, ...BUYER_EMAIL_MILESTONES]),
  }),
  options: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, pollingIntervalMs: 1000 },
  handler: async ({ clientId, shipmentId, event }, { config, db, mail: mailer }) => {
    if (await brandedEmailsRepository.wasBuyerEmailSent(db, { shipmentId, event })) return;
    const [row] = await findShipmentsByIds(db, clientId, [shipmentId]);
    const recipient = row?.toAddress.email?.trim();
    if (!row || !recipient) return;
    const tenantId = await getClientTenantId(db, clientId);
    if (!tenantId) return;

    const canBrand = await canUseBrandedEmails(db, { clientId, tenantId });
    // Milestone e-mails come with the feature: a seller whose plan lapsed stops sending them.
    if (isMilestone(event) && !canBrand) return;
    const emailType = BrandedEmailType.ShipmentConfirmation;
    const isActive =
      canBrand &&
      !isMilestone(event) &&
      (await brandedEmailsRepository.isActive(db, { clientId, emailType }));
    const language = buyerLanguageOf(row.toAddress.alpha2Code);
    const template = isActive
      ? await brandedEmailsRepository.findTemplate(db, { clientId, emailType, locale: language })
      : undefined;
    const brand = await buyerBrandOf({ db, config }, { clientId, tenantId, row });
    // Every buyer's e-mail carries its own link to the public tracking page (ADR 0027).
    const trackingUrl = await createTrackingLink(db, {
      clientId,
      shipmentId,
      publicUrl: config.PUBLIC_URL,
    });
    const facts = buyerEmailFactsOf(row, { language, brand, trackingUrl });
    const mail = template
      ? composeBrandedEmail(facts, template)
      : composeDefaultEmail(facts, isMilestone(event) ? event : undefined);
    await mailer.send({
      to: recipient,
      ...mail,
      fromName: brand.name,
      ...(brand.replyTo ? { replyTo: brand.replyTo } : {}),
      clientId,
      kind: 'branded-emails.buyer',
    });
    await brandedEmailsRepository.recordBuyerEmail(db, {
      clientId,
      shipmentId,
      event,
      recipient,
      isBranded: template !== undefined,
    });
  },
});
