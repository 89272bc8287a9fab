import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedUp } from '../helpers/clients.ts';

export const CARDS = {
  success: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  challengeFails: '4000 0000 0000 3063',
  unavailable: '4000 0000 0000 0119',
} as const;

const post = (app: FastifyInstance, account: SignedUp, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: account.headers, payload });

/** What the browser does for a card: collect it, run the 3-D Secure challenge, get a verified nonce. */
export const verifiedCardNonce = async (
  app: FastifyInstance,
  account: SignedUp,
  options: { number?: string; amount?: number; code?: string } = {},
) => {
  const tokenized = await post(app, account, '/payments/sandbox/tokenize', {
    method: 'creditcard3dsecure',
    card: { number: options.number ?? CARDS.success, expiry: '12/39', cvv: '123' },
  });
  expect(tokenized.statusCode, tokenized.body).toBe(200);
  const { nonce } = tokenized.json();
  const started = await post(app, account, '/payments/3ds', { nonce, amount: options.amount ?? 1000 });
  expect(started.statusCode, started.body).toBe(200);
  const completed = await post(app, account, `/payments/3ds/${started.json().challengeId}/complete`, {
    code: options.code ?? '1234',
  });
  return { nonce: nonce as string, completed };
};

/** A card nonce that passed 3-D Secure for `amount` (by default a one-cent verification, as for storing a card). */
export const cardNonce = async (
  app: FastifyInstance,
  account: SignedUp,
  options: { number?: string; amount?: number } = {},
) => {
  const { completed } = await verifiedCardNonce(app, account, { amount: 1, ...options });
  expect(completed.statusCode, completed.body).toBe(200);
  return completed.json().nonce as string;
};

export const simpleNonce = async (
  app: FastifyInstance,
  account: SignedUp,
  method: 'bancontact' | 'directdebit' | 'paypal' | 'free' | 'deferred' | 'owncontract',
  extra: object = {},
) => {
  const response = await post(app, account, '/payments/sandbox/tokenize', { method, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().nonce as string;
};

/** The PayPal round trip: start, approve on the sandbox page, come back with three query parameters. */
export const payPalNonce = async (
  app: FastifyInstance,
  account: SignedUp,
  options: { email?: string; amount?: number } = {},
) => {
  const { email, amount = 1 } = options;
  const started = await post(app, account, '/payments/paypal', {
    amount,
    returnPath: '/private/shipments/ABC/create/payment',
    ...(email ? { email } : {}),
  });
  const approve = await app.inject({ method: 'GET', url: `${started.json().approveUrl}?decision=approve` });
  expect(approve.statusCode).toBe(302);
  const back = new URL(approve.headers.location as string, 'http://localhost');
  const completed = await post(app, account, '/payments/paypal/complete', {
    paymentId: back.searchParams.get('paymentId'),
    token: back.searchParams.get('token'),
    PayerID: back.searchParams.get('PayerID'),
  });
  expect(completed.statusCode, completed.body).toBe(200);
  return completed.json().nonce as string;
};

export const chargesOf = (app: FastifyInstance, clientId: string) =>
  app.database.query<{ amount: number; status: string; method: string }>(
    'SELECT amount, status, method FROM sandbox_payment_charges WHERE client_id = $1 ORDER BY created_at',
    [clientId],
  );
