import {
  brandedEmailContentSchema,
  brandedEmailImplementationSchema,
  brandedEmailLocaleSchema,
  brandedEmailsListSchema,
  brandedEmailTypeSchema,
  brandSettingsRequestSchema,
  brandSettingsSchema,
  buyerEmailMilestoneSchema,
  milestoneSwitchSchema,
  toggleBrandedEmailRequestSchema,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { platformDependenciesOf } from '../../plugins/app/platform-dependencies.ts';
import { createTestEmail } from './create-test-email.ts';
import { findBrandedEmails } from './find-branded-emails.ts';
import { findMilestoneSwitches } from './find-milestone-switches.ts';
import { getBrandLogo } from './get-brand-logo.ts';
import { getBrandedEmail } from './get-branded-email.ts';
import { sendBuyerEmailJob } from './send-buyer-email.job.ts';
import { sendTestEmailJob } from './send-test-email.job.ts';
import { updateBrandSettings } from './update-brand-settings.ts';
import { updateBrandedEmail } from './update-branded-email.ts';
import { updateBrandedEmailActive } from './update-branded-email-active.ts';
import { updateMilestoneSwitch } from './update-milestone-switch.ts';

const tags = ['branded-emails'];
const typeParams = z.object({ emailType: brandedEmailTypeSchema });
const templateParams = z.object({ emailType: brandedEmailTypeSchema, locale: brandedEmailLocaleSchema });

/** Branded e-mails: templates per language, their switch, brand settings, test sends. */
export const brandedEmailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dependencies = platformDependenciesOf(app);
  const { db } = app.database;
  const config = { access: 'session' as const };
  app.jobs.register(sendBuyerEmailJob);
  app.jobs.register(sendTestEmailJob);
  const scopeOf = (auth: Parameters<typeof requireAuth>[0]) => {
    const { clientId, tenantId, userId } = requireAuth(auth);
    return { clientId, tenantId, userId };
  };

  app.get(
    '/branded-emails',
    {
      config,
      schema: {
        tags,
        summary: 'The brandable e-mails with their switch, and the brand settings',
        response: { 200: brandedEmailsListSchema },
      },
    },
    async (request) => findBrandedEmails(db, scopeOf(request.auth)),
  );

  app.put(
    '/branded-emails/brand-settings',
    {
      config,
      schema: {
        tags,
        summary: 'Save the company name, reply-to address and logo (base64; null removes it)',
        body: brandSettingsRequestSchema,
        response: { 200: brandSettingsSchema },
      },
    },
    async (request) => updateBrandSettings(db, { ...scopeOf(request.auth), settings: request.body }),
  );

  app.get(
    '/branded-emails/milestones',
    {
      config,
      schema: {
        tags,
        summary: 'The tracking milestones buyers can be mailed about, each with its switch',
        response: { 200: z.array(milestoneSwitchSchema) },
      },
    },
    async (request) => findMilestoneSwitches(db, scopeOf(request.auth)),
  );

  app.put(
    '/branded-emails/milestones/:milestone',
    {
      config,
      schema: {
        tags,
        summary: 'Mail buyers, or stop mailing them, when their parcel reaches this milestone',
        params: z.object({ milestone: buyerEmailMilestoneSchema }),
        body: toggleBrandedEmailRequestSchema,
        response: { 200: milestoneSwitchSchema },
      },
    },
    async (request) =>
      updateMilestoneSwitch(db, {
        ...scopeOf(request.auth),
        milestone: request.params.milestone,
        active: request.body.active,
      }),
  );

  app.put(
    '/branded-emails/:emailType/active',
    {
      config,
      schema: {
        tags,
        summary: 'Switch the branded e-mail on or off',
        params: typeParams,
        body: toggleBrandedEmailRequestSchema,
        response: { 200: z.object({ emailType: brandedEmailTypeSchema, active: z.boolean() }) },
      },
    },
    async (request) =>
      updateBrandedEmailActive(db, {
        ...scopeOf(request.auth),
        emailType: request.params.emailType,
        active: request.body.active,
      }),
  );

  app.get(
    '/branded-emails/:emailType/:locale',
    {
      config,
      schema: {
        tags,
        summary: 'The template in one language (a starting text when none is saved)',
        params: templateParams,
        response: { 200: brandedEmailImplementationSchema },
      },
    },
    async (request) => getBrandedEmail(db, { ...scopeOf(request.auth), ...request.params, now: new Date() }),
  );

  app.put(
    '/branded-emails/:emailType/:locale',
    {
      config,
      schema: {
        tags,
        summary: 'Save the template in one language; the body is sanitised',
        params: templateParams,
        body: brandedEmailContentSchema,
        response: { 200: brandedEmailImplementationSchema },
      },
    },
    async (request) =>
      updateBrandedEmail(db, {
        ...scopeOf(request.auth),
        ...request.params,
        content: request.body,
        now: new Date(),
      }),
  );

  app.post(
    '/branded-emails/:emailType/:locale/test',
    {
      config,
      schema: {
        tags,
        summary: "Mail the form as it is, with sample data, to the seller's own address",
        params: templateParams,
        body: brandedEmailContentSchema,
        response: { 202: z.object({ queued: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await createTestEmail(dependencies, {
        ...scopeOf(request.auth),
        ...request.params,
        content: request.body,
      });
      return reply.status(202).send({ queued: true });
    },
  );

  app.get(
    '/brand-logos/:logoId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A seller's logo, as buyers' e-mails show it",
        params: z.object({ logoId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const logo = await getBrandLogo(db, request.params.logoId);
      return reply
        .type(logo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(logo.content);
    },
  );
};
