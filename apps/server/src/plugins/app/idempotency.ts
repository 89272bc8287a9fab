import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { defineJob } from '../../platform/jobs/job-definition.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** How long a first request holds its key before a retry may take it over (its process died). */
const CLAIM_SECONDS = 120;
/** How long an answer is kept for repeats. */
const RETENTION_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a repeat of a request with the same Idempotency-Key header and body with the first answer. */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: { clientId: string; key: string } | null;
  }
}

/** Keys in a fixed order, so the same body written another way is the same request. */
const stableJson = (value: unknown) =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const headerKeyOf = (request: FastifyRequest) => {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key))
    throw new AppError({
      code: 'InvalidPayload',
      status: 400,
      messageKey: 'error.idempotency-key.invalid',
      field: 'Idempotency-Key',
    });
  return key;
};

type StoredRequest = {
  request_hash: string;
  status_code: number | null;
  content_type: string | null;
  response_body: string | null;
  is_abandoned: boolean;
};

const claimKey = async (database: Database, input: { clientId: string; key: string; hash: string }) => {
  const params = [input.clientId, input.key, input.hash, CLAIM_SECONDS];
  // A key older than the retention is free again, as if pruned.
  const claimed = await database.query(
    `INSERT INTO idempotent_requests (client_id, idempotency_key, request_hash, locked_until)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     ON CONFLICT (client_id, idempotency_key) DO UPDATE
       SET request_hash = EXCLUDED.request_hash, status_code = NULL, content_type = NULL,
           response_body = NULL, created_at = now(), locked_until = EXCLUDED.locked_until
       WHERE idempotent_requests.created_at < now() - interval '${RETENTION_HOURS} hours'
     RETURNING 1`,
    params,
  );
  if (claimed.length > 0) return { isClaimed: true as const };
  const [stored] = await database.query<StoredRequest>(
    `SELECT request_hash, status_code, content_type, response_body, locked_until < now() AS is_abandoned
     FROM idempotent_requests WHERE client_id = $1 AND idempotency_key = $2`,
    [input.clientId, input.key],
  );
  if (stored?.request_hash !== undefined && stored.request_hash !== input.hash)
    return { isClaimed: false as const, stored, isOtherRequest: true };
  if (stored?.status_code === null && stored.is_abandoned) {
    const taken = await database.query(
      `UPDATE idempotent_requests SET locked_until = now() + make_interval(secs => $3)
       WHERE client_id = $1 AND idempotency_key = $2 AND status_code IS NULL AND locked_until < now()
       RETURNING 1`,
      [input.clientId, input.key, CLAIM_SECONDS],
    );
    if (taken.length > 0) return { isClaimed: true as const };
  }
  return { isClaimed: false as const, stored, isOtherRequest: false };
};

/**
 * Idempotency-Key for the routes that declare `config.idempotency` (ADR 0016): the first request with a
 * key runs and its answer is stored; a repeat with the same body gets that answer again (with
 * `Idempotent-Replayed: true`), one with another body 422, and one while the first still runs 409 with
 * Retry-After, so two at once never both run. Server errors are not stored: the request may be retried,
 * and what it does is idempotent underneath (orders by their own key). Register before compression, so
 * the answer is stored as the route made it.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config?.idempotency !== true || !request.auth) return;
    const key = headerKeyOf(request);
    if (!key) return;
    const clientId = request.auth.clientId;
    const hash = sha256(`${request.method} ${request.url}\n${stableJson(request.body)}`);
    const outcome = await claimKey(app.database, { clientId, key, hash });
    if (outcome.isClaimed) {
      request.idempotencyClaim = { clientId, key };
      return;
    }
    if (outcome.isOtherRequest)
      throw new AppError({
        code: 'IdempotencyKeyReused',
        status: 422,
        messageKey: 'error.idempotency-key.reused',
        field: 'Idempotency-Key',
      });
    const stored = outcome.stored;
    if (stored?.status_code != null) {
      return reply
        .status(stored.status_code)
        .header('content-type', stored.content_type ?? 'application/json; charset=utf-8')
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        .send(stored.response_body ?? '');
    }
    reply.header('retry-after', '1');
    throw new AppError({
      code: 'IdempotencyKeyInUse',
      status: 409,
      messageKey: 'error.idempotency-key.in-progress',
      field: 'Idempotency-Key',
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const params = [claim.clientId, claim.key];
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await app.database.query(
        'DELETE FROM idempotent_requests WHERE client_id = $1 AND idempotency_key = $2',
        params,
      );
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await app.database.query(
      `UPDATE idempotent_requests SET status_code = $3, content_type = $4, response_body = $5, locked_until = now()
       WHERE client_id = $1 AND idempotency_key = $2`,
      [...params, reply.statusCode, typeof contentType === 'string' ? contentType : null, payload],
    );
    return payload;
  });
});

/** Deletes stored answers past their retention. */
export const pruneIdempotentRequestsJob = defineJob({
  id: 'idempotent-requests.prune',
  version: 1,
  schema: z.object({}),
  schedule: { cron: '23 * * * *', payload: {} },
  options: { retryLimit: 2, retryDelaySeconds: 60, policy: 'singleton' },
  handler: async (_payload, { database }) => {
    await database.query(
      `DELETE FROM idempotent_requests WHERE created_at < now() - interval '${RETENTION_HOURS} hours'`,
    );
  },
});
