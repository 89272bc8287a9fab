import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { chargesOf } from '../payments/payment-helpers.ts';
import { readyShipment } from '../shipments/shipment-fixtures.ts';
import { bearer, generateKey, sellerWithApiKey } from './public-api-fixtures.ts';

const glsEuro = { id: 'gls-euro-business' };

describe('the public API with an API key', async () => {
  const app = await buildTestApp();

  describe('authentication', () => {
    it('takes the key as Authorization: Bearer, and refuses a wrong one with the error shape', async () => {
      const { seller, key } = await sellerWithApiKey(app);
      const ok = await app.inject({ method: 'GET', url: '/api/v1/client', headers: bearer(key) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().id).toBe(seller.clientId);

      const wrong = await app.inject({ method: 'GET', url: '/api/v1/client', headers: bearer(`${key}x`) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        messages: [{ error_code: 'Unauthorized', message: 'error.unauthorized' }],
      });
    });

    it('keeps browser-only routes closed to a key', async () => {
      const { key } = await sellerWithApiKey(app);
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/payment-methods',
        headers: bearer(key),
      });
      expect(response.statusCode).toBe(401);
    });

    it('still asks a cookie session for its CSRF token when a key is sent beside it', async () => {
      const { seller, key } = await sellerWithApiKey(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/shipments',
        headers: { cookie: seller.headers.cookie, ...bearer(key) },
        payload: readyShipment({ service: glsEuro }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().messages[0].error_code).toBe('CsrfTokenInvalid');
    });
  });

  describe('Idempotency-Key', () => {
    const create = (key: string, idempotencyKey: string, body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/shipments',
        headers: { ...bearer(key), 'idempotency-key': idempotencyKey },
        payload: body,
      });

    it('answers a repeat with the same body with the first answer, and makes one shipment', async () => {
      const { seller, key } = await sellerWithApiKey(app);
      const idempotencyKey = randomUUID();
      const first = await create(key, idempotencyKey, readyShipment({ service: glsEuro }));
      expect(first.statusCode, first.body).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      // The same body with its keys in another order is the same request.
      const { from, to, ...rest } = readyShipment({ service: glsEuro });
      const again = await create(key, idempotencyKey, { ...rest, to, from });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      const [{ count }] = (await app.database.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM shipments WHERE client_id = $1',
        [seller.clientId],
      )) as [{ count: number }];
      expect(count).toBe(1);
    });

    it('refuses the same key with another body (422, message key)', async () => {
      const { key } = await sellerWithApiKey(app);
      const idempotencyKey = randomUUID();
      expect((await create(key, idempotencyKey, readyShipment({ service: glsEuro }))).statusCode).toBe(201);
      const other = await create(
        key,
        idempotencyKey,
        readyShipment({ service: glsEuro, content: { description: 'Toys', value: 1000 } }),
      );
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({
        messages: [
          {
            error_code: 'IdempotencyKeyReused',
            message: 'error.idempotency-key.reused',
            field: 'Idempotency-Key',
          },
        ],
      });
    });

    it("keeps one client's keys apart from another's", async () => {
      const one = await sellerWithApiKey(app);
      const two = await sellerWithApiKey(app);
      const idempotencyKey = randomUUID();
      const first = await create(one.key, idempotencyKey, readyShipment({ service: glsEuro }));
      const second = await create(two.key, idempotencyKey, readyShipment({ service: glsEuro }));
      expect(second.statusCode).toBe(201);
      expect(second.headers['idempotent-replayed']).toBeUndefined();
      expect(second.json().reference).not.toBe(first.json().reference);
    });

    it('refuses a malformed key with 400', async () => {
      const { key } = await sellerWithApiKey(app);
      const response = await create(key, 'x'.repeat(256), readyShipment({ service: glsEuro }));
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({ message: 'error.idempotency-key.invalid' });
    });

    it('charges once when the same payment is sent several times at once, and replays it after', async () => {
      const { seller, key, paymentMethodId } = await sellerWithApiKey(app);
      const created = await create(key, randomUUID(), readyShipment({ service: glsEuro }));
      const reference = created.json().reference as string;
      const order = {
        shipments: [reference],
        payment: { type: 'DIRECT', method: 'directdebit', paymentMethodId },
        carriersTermsAndConditions: true,
        idempotencyKey: randomUUID(),
      };
      const pay = () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: { ...bearer(key), 'idempotency-key': `pay-${reference}` },
          payload: order,
        });
      const answers = await Promise.all([pay(), pay(), pay()]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.filter((status) => status === 201).length,
        JSON.stringify(statuses),
      ).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(refused.headers['retry-after']).toBeDefined();
        expect(refused.json().messages[0].message).toMatch(
          /^(error\.idempotency-key\.in-progress|payment\.error\.request-already-received)$/,
        );
      }
      const paid = answers.find((answer) => answer.statusCode === 201)!;
      const replay = await pay();
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(paid.json());
      expect(await chargesOf(app, seller.clientId)).toHaveLength(1);
    });

    it('does nothing for requests without the header (the browser app)', async () => {
      const seller = await signUp(app);
      const body = readyShipment({ service: glsEuro });
      const one = await app.inject({
        method: 'POST',
        url: '/api/v1/shipments',
        headers: seller.headers,
        payload: body,
      });
      const two = await app.inject({
        method: 'POST',
        url: '/api/v1/shipments',
        headers: seller.headers,
        payload: body,
      });
      expect(one.json().reference).not.toBe(two.json().reference);
    });
  });

  describe('errors', () => {
    it('answers an unknown shipment with 404 in the one error shape', async () => {
      const { key } = await sellerWithApiKey(app);
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/shipments/NOPE123',
        headers: bearer(key),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        messages: [expect.objectContaining({ error_code: 'NotFound', message: expect.any(String) })],
      });
    });
  });

  describe('rate limits', async () => {
    const limited = await buildTestApp({ API_RATE_LIMIT_PER_MINUTE: 3 });

    it('gives each key its budget a minute, then 429 with Retry-After in the error shape', async () => {
      const seller = await signUp(limited);
      const key = await generateKey(limited, seller);
      const call = (headers: Record<string, string>) =>
        limited.inject({ method: 'GET', url: '/api/v1/client', headers });
      for (let i = 0; i < 3; i += 1) expect((await call(bearer(key))).statusCode).toBe(200);
      const refused = await call(bearer(key));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        messages: [{ error_code: 'TooManyRequests', message: 'error.too-many-requests' }],
      });
      // The same key the older way shares the budget; another client's key has its own.
      expect((await call({ 'x-api-key': key })).statusCode).toBe(429);
      const other = await signUp(limited);
      expect((await call(bearer(await generateKey(limited, other)))).statusCode).toBe(200);
      // The browser app is not counted against keys.
      for (let i = 0; i < 4; i += 1) expect((await call(seller.headers)).statusCode).toBe(200);
    });
  });
});
