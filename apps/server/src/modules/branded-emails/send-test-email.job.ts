import { brandedEmailTypeSchema } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import { languageSchema } from '@shipdeck/domain/user/language';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { getUser } from '../users/index.ts';
import { brandOfClient } from './brand-of-client.ts';
import { brandedEmailsRepository } from './branded-emails.repository.ts';
import { sampleEmailFacts } from './buyer-email-facts.ts';
import { composeBrandedEmail } from './compose-buyer-email.ts';

/** The template as the seller's form holds it, filled with the sample shipment, mailed to the seller. */
export const sendTestEmailJob = defineJob({
  id: 'branded-emails.test.send',
  version: 1,
  schema: z.object({
    clientId: z.string().uuid(),
    userId: z.string().uuid(),
    tenantId: z.string(),
    emailType: brandedEmailTypeSchema,
    locale: languageSchema,
    subject: z.string(),
    body: z.string(),
  }),
  options: { retryLimit: 3, retryDelaySeconds: 5, retryBackoff: true, pollingIntervalMs: 500 },
  handler: async (payload, { config, db, mail: mailer }) => {
    const user = await getUser(db, { clientId: payload.clientId, userId: payload.userId });
    const brand = brandOfClient(config, {
      settings: await brandedEmailsRepository.findBrandSettings(db, payload.clientId),
      canBrand: true,
      fallbackName: getTenant(payload.tenantId)?.brandName ?? '',
    });
    const facts = sampleEmailFacts({ language: payload.locale, brand, now: new Date() });
    const mail = composeBrandedEmail(facts, payload);
    await mailer.send({
      to: user.email,
      ...mail,
      fromName: brand.name,
      ...(brand.replyTo ? { replyTo: brand.replyTo } : {}),
      clientId: payload.clientId,
      kind: 'branded-emails.test',
    });
  },
});
