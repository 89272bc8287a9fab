import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp, uniqueEmail } from '../helpers/clients.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { paris } from '../shipments/shipment-fixtures.ts';

type OutboxMail = { to: string; text: string; html: string | null };

const outboxTo = async (app: FastifyInstance, to: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` })
  ).json() as OutboxMail[];

/** Buys one shipment to a buyer in Paris by card and runs the jobs: the label, then the buyer's e-mail. */
const buyLabel = async (app: FastifyInstance, seller: SignedUp, buyerEmail: string) => {
  await saveBilling(app, seller);
  const reference = await createReadyShipment(app, seller, {
    to: { ...paris, email: buyerEmail, phone: '+33612345678' },
  });
  const response = await placeOrder(
    app,
    seller,
    orderPayload([reference], {
      method: 'creditcard3dsecure',
      nonce: await cardNonceFor(app, seller, [reference]),
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  await drainJobs(app);
  return reference;
};

const trackingTokenIn = (text: string) => {
  const match = /\/tracking\/([A-Za-z0-9_-]{22})\b/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
};

const publicGet = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: `/api/v1/tracking/${token}` });

describe("buyer's tracking page", async () => {
  const app = await buildTestApp();

  it("links every buyer's e-mail to a public page that shows the timeline and nothing else of the seller", async () => {
    const seller = await signUp(app);
    const buyer = uniqueEmail();
    await buyLabel(app, seller, buyer);
    const [mail] = await outboxTo(app, buyer);
    expect(mail).toBeDefined();
    const token = trackingTokenIn(mail!.text);
    expect(mail!.html).toContain(`/tracking/${token}`);

    // No cookie, no API key: a buyer's browser.
    const response = await publicGet(app, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'brand',
      'carrierName',
      'defaultLanguage',
      'estimatedDeliveryDate',
      'events',
      'map',
      'pickupPoint',
      'trackingNumbers',
    ]);
    expect(Object.keys(body.brand).sort()).toEqual(['logoUrl', 'name']);
    expect(body.brand.name).not.toBe('');
    expect(body.defaultLanguage).toBe('en-GB');
    expect(body.trackingNumbers.length).toBeGreaterThan(0);
    expect(body.events.length).toBeGreaterThan(0);
    expect(body.events[0]).toEqual({
      at: expect.any(String),
      event: 'LABEL_CREATED',
      location: expect.any(String),
      description: expect.any(String),
    });
    for (const event of body.events) {
      expect(Object.keys(event).sort()).toEqual(['at', 'description', 'event', 'location']);
    }
    // Nothing of the sale, the sender or the buyer's own details.
    const raw = response.body;
    for (const secret of [buyer, '+33612345678', seller.email, 'totalPrice', 'price', 'fromAddress']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('answers 404 with its message key to a wrong, malformed or random token', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token', 'x'.repeat(30)]) {
      const response = await publicGet(app, token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().messages[0].message).toBe('tracking.error.not-found');
    }
  });

  it("shows the seller's brand settings when the seller brands its e-mails", async () => {
    const seller = await signUp(app);
    const features = await api(app, seller).put('/client/features/BRANDED_EMAILS', {
      enabled: true,
      source: 'client',
    });
    expect(features.statusCode, features.body).toBe(200);
    const saved = await api(app, seller).put('/branded-emails/brand-settings', {
      companyName: 'Maison Lune',
      companyReplyToEmail: 'hello@lune.example',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const buyer = uniqueEmail();
    await buyLabel(app, seller, buyer);
    const [mail] = await outboxTo(app, buyer);
    const body = (await publicGet(app, trackingTokenIn(mail!.text))).json();
    expect(body.brand).toEqual({ name: 'Maison Lune', logoUrl: null });
    expect(JSON.stringify(body)).not.toContain('hello@lune.example');
  });
});
