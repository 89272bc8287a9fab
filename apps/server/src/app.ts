import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyReply, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { limitPasswordHashing, requestAuthentication } from './modules/auth/index.ts';
import { apiModulesOf } from './modules/index.ts';
import { defaultWebhookDependencies, type WebhookDependencies } from './modules/webhooks/index.ts';
import type { Database } from './platform/db/database.ts';
import { badRequest } from './platform/errors/app-error.ts';
import { mailPlugin } from './platform/mail/mail.plugin.ts';
import { accessDeclarationPlugin } from './plugins/app/access.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { errorHandlerPlugin } from './plugins/app/error-handler.ts';
import { eventsPlugin } from './plugins/app/events.ts';
import { gracefulShutdownPlugin } from './plugins/app/graceful-shutdown.ts';
import { healthRoutes } from './plugins/app/health.ts';
import { idempotencyPlugin, pruneIdempotentRequestsJob } from './plugins/app/idempotency.ts';
import { jobsPlugin } from './plugins/app/jobs.ts';
import { jsonBodyPlugin } from './plugins/app/json-body.ts';
import { metricsPlugin } from './plugins/app/metrics.ts';
import { REQUEST_ID_HEADER, requestIdOf, requestIdPlugin } from './plugins/app/request-id.ts';
import { responseSerializerCompiler } from './plugins/app/response-serializer.ts';
import { storagePlugin } from './plugins/app/storage.ts';
import { malformedText, wellFormedUrlPlugin } from './plugins/app/well-formed-text.ts';
import { apiRateLimitPlugin } from './plugins/external/api-rate-limit.ts';
import { openApiPlugin } from './plugins/external/openapi.ts';
import { securityHeadersPlugin } from './plugins/external/security-headers.ts';
import { spaPlugin } from './plugins/external/spa.ts';
import { configuredProviders, type Providers } from './providers/configured-providers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const WEBSOCKET_MAX_PAYLOAD_BYTES = 64 * 1024;

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  /** Directory of the built SPA; omitted in API-only tests. */
  webRoot?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /** The webhooks' clock and DNS resolver, for tests (a fake clock, made-up DNS answers). */
  webhooks?: Partial<WebhookDependencies>;
  /** The carrier network, payment gateway or SMS network to run on instead of the configured ones. */
  providers?: Partial<Providers>;
};

export const loggerOptions = (
  config: AppConfig,
  stream?: BuildAppOptions['logStream'],
): FastifyServerOptions['logger'] =>
  config.LOG_LEVEL === 'silent'
    ? false
    : {
        level: config.LOG_LEVEL,
        ...(stream ? { stream } : {}),
        redact: {
          paths: [
            'req.headers.cookie',
            'req.headers.authorization',
            'req.headers["x-api-key"]',
            'req.headers["x-csrf-token"]',
            'res.headers["set-cookie"]',
            '*.password',
            '*.newPassword',
            '*.oldPassword',
            '*.token',
          ],
          censor: '[redacted]',
        },
      };

export const buildApp = async (options: BuildAppOptions) => {
  const { config, database } = options;
  const providers: Providers = { ...configuredProviders(), ...options.providers };
  const webhooks: WebhookDependencies = { ...defaultWebhookDependencies, ...options.webhooks };
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Trusting X-Forwarded-For from anyone would let a caller dodge the per-address rate limits.
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: false,
    return503OnClosing: true,
    // The router refuses a path it cannot decode before any hook runs; answer it like every bad URL.
    frameworkErrors: (error, request, reply) => {
      const failure =
        error.code === 'FST_ERR_BAD_URL'
          ? malformedText('path')
          : badRequest({ messageKey: 'error.invalid-payload' });
      const message = { error_code: failure.code, message: failure.messageKey, field: failure.field };
      void (reply as FastifyReply)
        .header(REQUEST_ID_HEADER, request.id)
        .status(400)
        .send({ messages: [message] });
    },
  }).withTypeProvider<ZodTypeProvider>();

  limitPasswordHashing({
    concurrency: config.PASSWORD_HASH_CONCURRENCY,
    queueLimit: config.PASSWORD_HASH_QUEUE,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ isChecked: config.NODE_ENV === 'test' }));
  app.decorate('config', config);
  app.decorate('database', database);

  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(accessDeclarationPlugin);
  await app.register(wellFormedUrlPlugin);
  await app.register(authPlugin, requestAuthentication);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  // Before compression: a stored answer is the one the route made.
  await app.register(idempotencyPlugin);
  // The SPA's bundles and long lists travel compressed; gzip costs little CPU per response.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(websocket, { options: { maxPayload: WEBSOCKET_MAX_PAYLOAD_BYTES } });
  await app.register(openApiPlugin);
  await app.register(apiRateLimitPlugin);
  await app.register(gracefulShutdownPlugin);
  await app.register(metricsPlugin);
  await app.register(jobsPlugin);
  app.jobs.register(pruneIdempotentRequestsJob);
  await app.register(eventsPlugin);
  await app.register(storagePlugin);
  await app.register(mailPlugin);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      for (const module of apiModulesOf(providers, webhooks)) await api.register(module);
    },
    { prefix: '/api/v1' },
  );
  if (options.webRoot) await app.register(spaPlugin, { root: options.webRoot });

  return app;
};
