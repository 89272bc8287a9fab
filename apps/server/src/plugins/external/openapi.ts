import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorEnvelopeSchema } from '@shipdeck/domain/errors/error-codes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../app/access.ts';

/** Where the reference page is served; the document itself is at its /json. */
export const API_REFERENCE_PATH = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Responses the document shows that the route's schema cannot (a PDF), by status. */
    documentedResponses?: Record<string, { description: string; contentType: string }>;
  }
}

const DESCRIPTION = `The Shipdeck API: create, price, pay for, print, track and cancel parcel shipments.

**Authentication.** Send your API key (Settings → API key) as \`Authorization: Bearer <key>\` on the
operations marked *bearer*. The browser app uses the same operations with its session cookie.

**Idempotency.** Operations that take an \`Idempotency-Key\` header (create a shipment, pay an order, cancel)
run once per key: the same key with the same body answers with the first answer again (header
\`Idempotent-Replayed: true\`); with another body 422 \`error.idempotency-key.reused\`; while the first request
still runs 409 \`error.idempotency-key.in-progress\` with \`Retry-After\`. Keys are kept 24 hours.

**Rate limits.** Each key has a budget of requests per minute; past it the answer is 429 with \`Retry-After\`
(seconds) and the \`x-ratelimit-*\` headers.

**Errors.** Every 4xx and 5xx answer has one shape: \`{ "messages": [{ "error_code", "message", "field"? }] }\`,
where \`message\` is a stable message key (\`form.error.required\`, \`payment.error.price\` …) and \`field\`
names the request field at fault.

**Webhooks.** The \`webhooks\` operations save up to five https endpoints that receive shipment, label, tracking
and invoice events as JSON \`{ "id", "type", "createdAt", "data" }\`. Each request carries
\`Shipdeck-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>\` with the endpoint's
secret; refuse a signature that does not match or is more than 5 minutes old. A delivery not answered with a
2xx is retried with exponential backoff for 24 hours; \`Shipdeck-Delivery-Id\` stays the same across retries.`;

const { $schema: _dialect, ...errorEnvelopeJson } = z.toJSONSchema(errorEnvelopeSchema, {
  target: 'draft-2020-12',
  io: 'output',
});
const errorResponse = (description: string) => ({ description, ...errorEnvelopeJson });

const securityOf = (access: RouteAccess | undefined) =>
  access === 'apiKey'
    ? [{ bearer: [] }, { apiKey: [] }, { session: [] }]
    : access === 'session'
      ? [{ session: [] }]
      : [];

type DocumentedConfig = {
  access?: RouteAccess;
  idempotency?: boolean;
  documentedResponses?: Record<string, { description: string; contentType: string }>;
};

/**
 * The zod schemas made JSON Schema 2020-12 (OpenAPI 3.1), plus what every route shares: who may call it
 * (from its declared access), the one error shape, the Idempotency-Key header where it applies.
 */
const transform: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const config = document.route.config as DocumentedConfig | undefined;
  if (!document.url.startsWith('/api/v1') || result.schema.hide) return result;
  const schema: Record<string, unknown> = { ...result.schema };
  schema.security = securityOf(config?.access);
  const responses = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  for (const [status, documented] of Object.entries(config?.documentedResponses ?? {})) {
    responses[status] = {
      description: documented.description,
      content: {
        [documented.contentType]: { schema: { type: 'string', contentMediaType: documented.contentType } },
      },
    };
  }
  responses['4XX'] = errorResponse('The request was refused: see messages[].message and field');
  responses['5XX'] = errorResponse('Something failed on our side; the request may be retried');
  schema.response = responses;
  if (config?.idempotency) {
    const headers = (schema.headers as { properties?: Record<string, unknown> } | undefined) ?? {};
    schema.headers = {
      type: 'object',
      ...headers,
      properties: {
        ...headers.properties,
        'idempotency-key': {
          type: 'string',
          minLength: 1,
          maxLength: 255,
          description: 'Runs the request once: repeats with the same key and body get the first answer',
        },
      },
    };
  }
  return { ...result, schema };
};

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Shipdeck API', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Your API key (Settings → API key)' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-api-key',
            description: 'The API key, the older way',
          },
          session: { type: 'apiKey', in: 'cookie', name: 'sd_session', description: 'The browser app' },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: API_REFERENCE_PATH, staticCSP: true });
});
