import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { saveBilling } from '../orders/order-helpers.ts';
import { simpleNonce } from '../payments/payment-helpers.ts';

/** A seller set up in the browser to buy through the API: invoicing details, a stored mandate, a key. */
export const sellerWithApiKey = async (app: FastifyInstance) => {
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const nonce = await simpleNonce(app, seller, 'directdebit', { iban: 'DE89370400440532013000' });
  const stored = await app.inject({
    method: 'POST',
    url: '/api/v1/payment-methods',
    headers: seller.headers,
    payload: { type: 'DIRECT', method: 'directdebit', nonce },
  });
  expect(stored.statusCode, stored.body).toBe(201);
  const key = await generateKey(app, seller);
  return { seller, key, paymentMethodId: stored.json().id as string };
};

export const generateKey = async (app: FastifyInstance, seller: SignedUp) => {
  const created = await app.inject({ method: 'POST', url: '/api/v1/api-key', headers: seller.headers });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().apiKey.token as string;
};

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
