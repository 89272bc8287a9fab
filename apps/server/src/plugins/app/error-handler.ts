import type { ErrorEnvelope } from '@shipdeck/domain/errors/error-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { validationMessages } from '../../platform/errors/validation-messages.ts';

const envelope = (code: string, message: string, field?: string): ErrorEnvelope => ({
  messages: [{ error_code: code, message, ...(field ? { field } : {}) }],
});

const statusMessageKeys: Record<number, [string, string]> = {
  400: ['InvalidPayload', 'error.invalid-payload'],
  401: ['Unauthorized', 'error.unauthorized'],
  403: ['Forbidden', 'error.forbidden'],
  404: ['NotFound', 'error.not-found'],
  405: ['InvalidPayload', 'error.method-not-allowed'],
  406: ['InvalidPayload', 'error.not-acceptable'],
  413: ['PayloadTooLarge', 'error.payload-too-large'],
  415: ['InvalidPayload', 'error.unsupported-media-type'],
  429: ['TooManyRequests', 'error.too-many-requests'],
};

/** Maps every error to `{ messages: [{ error_code, message }] }`; 5xx bodies never reveal internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body = envelope(error.code, error.messageKey, error.field);
      if (error.details) Object.assign(body.messages[0]!, error.details);
      const retryAfter = error.details?.retryAfterSeconds;
      if (error.status === 429 && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ messages: validationMessages(error.validation, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const [code, key] = statusMessageKeys[status] ?? ['InvalidPayload', 'error.invalid-payload'];
      return reply.status(status).send(envelope(code, key));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope('InternalError', 'error.internal'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api'))
      return reply.status(404).send(envelope('NotFound', 'error.not-found'));
    return reply.callNotFound();
  });
});
