import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { notFound } from '../errors/app-error.ts';
import type { MailProvider } from './mail-provider.ts';
import { findOutboxMail, getOutboxAttachment } from './outbox.repository.ts';
import { createOutboxMailProvider } from './outbox-mail-provider.ts';
import { renderOutboxPage } from './outbox-page.ts';
import { createSmtpMailProvider } from './smtp-mail-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailProvider;
  }
}

const outboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  /** Only mail of this kind (`seller-mails.welcome`, `auth.password-reset` …). */
  kind: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const outboxMailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  replyTo: z.string().nullable(),
  kind: z.string().nullable(),
  createdAt: z.string(),
  links: z.array(z.string()),
  attachments: z.array(
    z.object({ id: z.string(), filename: z.string(), contentType: z.string(), size: z.number() }),
  ),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The outbox holds password-reset links, so only the machine itself may read it: the TCP peer
 * must be loopback and no proxy may have forwarded the request (a proxy on the same host would
 * otherwise make every visitor look local).
 */
const isLocalRequest = (request: FastifyRequest) =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;

const localOnly = async (request: FastifyRequest) => {
  if (!isLocalRequest(request)) throw notFound();
};

/**
 * Decorates `app.mail`. With SMTP_URL it sends through SMTP; without it mail lands in the local
 * outbox, listed at GET /api/v1/dev/outbox (JSON) and GET /dev/outbox (a page). The outbox routes
 * exist only without SMTP (once real mail is configured nothing exposes stored mail) and answer
 * only requests made on the machine itself.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { SMTP_URL, MAIL_FROM } = app.config;
  app.decorate(
    'mail',
    SMTP_URL
      ? createSmtpMailProvider(SMTP_URL, MAIL_FROM)
      : createOutboxMailProvider(app.database, MAIL_FROM),
  );
  if (SMTP_URL) return;

  app.get(
    '/api/v1/dev/outbox',
    {
      config: { access: 'public' },
      preHandler: localOnly,
      schema: {
        tags: ['dev'],
        summary: 'Mail in the local outbox (only without SMTP)',
        querystring: outboxQuerySchema,
        response: { 200: z.array(outboxMailSchema) },
      },
    },
    async (request) => {
      const query = outboxQuerySchema.parse(request.query);
      return findOutboxMail(app.database.db, query);
    },
  );

  app.get('/dev/outbox', { schema: { hide: true }, preHandler: localOnly }, async (request, reply) => {
    const query = outboxQuerySchema.safeParse(request.query);
    const mails = await findOutboxMail(app.database.db, query.success ? query.data : { limit: 50 });
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(mails));
  });

  app.get(
    '/dev/outbox/attachments/:id',
    { schema: { hide: true }, preHandler: localOnly },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!z.uuid().safeParse(id).success) throw notFound();
      const attachment = await getOutboxAttachment(app.database.db, id);
      if (!attachment) throw notFound();
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${attachment.filename.replaceAll('"', '')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(attachment.content);
    },
  );
});
