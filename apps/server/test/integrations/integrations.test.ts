import type { MarketplaceImportEnded } from '@shipdeck/domain/integrations/integration.schema';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';

const DUMMY = 'shipengine_dummy-marketplace';
const OAUTH = 'shipengine_oauth_dummy';
const CALLBACK = `/private/settings/integrations/${OAUTH}/callback`;

const importEvents = async (app: FastifyInstance, seller: SignedUp) =>
  (
    await app.database.query<{ payload: MarketplaceImportEnded }>(
      "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'import.ended' ORDER BY id",
      [seller.clientId],
    )
  ).map((row) => row.payload);

const draftsOf = (app: FastifyInstance, seller: SignedUp) =>
  app.database.query<{
    reference: string;
    source: string;
    state: string;
    to: Record<string, string>;
    parcels: { weight: number }[];
    content: { description?: string; value?: number };
  }>(
    'SELECT reference, source, state, to_address AS "to", parcels, content FROM shipments WHERE client_id = $1',
    [seller.clientId],
  );

/** Connects the OAuth test marketplace through its consent page, as a browser does. */
const connectByOAuth = async (app: FastifyInstance, seller: SignedUp, storeId = '4242') => {
  const start = await api(app, seller).post(`/integrations/${OAUTH}/login/start-flow`, {
    data: { store_id: storeId },
    redirectPath: CALLBACK,
  });
  expect(start.statusCode, start.body).toBe(200);
  const page = await app.inject({ method: 'GET', url: start.json().redirectUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const links = [...page.body.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const allow = new URL(links[0]!, 'http://app.test');
  const deny = new URL(links[1]!, 'http://app.test');
  expect(allow.pathname).toBe(CALLBACK);
  return { allow: Object.fromEntries(allow.searchParams), deny: Object.fromEntries(deny.searchParams) };
};

describe('integrations', async () => {
  const app = await buildTestApp();

  it('lists the whole catalogue with each card unconnected, and connects and disconnects a form integration', async () => {
    const seller = await signUp(app);
    const call = api(app, seller);
    const list = (await call.get('/integrations')).json().integrations as {
      alias: string;
      isConnected: boolean;
    }[];
    expect(list.map((item) => item.alias)).toEqual(
      expect.arrayContaining([
        'aliexpress',
        'amazon',
        'etsy',
        DUMMY,
        OAUTH,
        'shipengine_temu',
        'woocommerce_module',
      ]),
    );
    expect(list.every((item) => !item.isConnected)).toBe(true);

    const created = await call.post('/integrations/configurations', {
      integration: DUMMY,
      type: 'INBOUND',
      data: { username: 'seller', password: 'secret-pass', extra: 'dropped' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { identifier } = created.json();
    const connected = (await call.get('/integrations'))
      .json()
      .integrations.find((item: { alias: string }) => item.alias === DUMMY);
    expect(connected).toMatchObject({
      isConnected: true,
      configuration: { identifier, status: 'CONNECTED', data: { username: 'seller', password: '••••••••' } },
    });
    expect(JSON.stringify(connected)).not.toContain('secret-pass');
    // At rest the data is sealed: neither the password nor the user name is in the row.
    const [row] = await app.database.query<{ data: unknown }>(
      'SELECT data FROM integration_configurations WHERE identifier = $1',
      [identifier],
    );
    expect(Object.keys(row!.data as object).sort()).toEqual(['ciphertext', 'wrappedKey']);
    expect(JSON.stringify(row)).not.toMatch(/secret-pass|seller/);

    const again = await call.post('/integrations/configurations', {
      integration: DUMMY,
      data: { username: 'x', password: 'y' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].message_key ?? again.body).toBeDefined();

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/integrations/configurations/${identifier}`,
      headers: seller.headers,
    });
    expect(removed.statusCode).toBe(204);
    const other = await signUp(app);
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/v1/integrations/configurations/${identifier}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it.each([
    [{ integration: 'aliexpress', data: { token: 't', api_key: 'k' } }, 400, 'form.error.required'],
    [{ integration: 'shipengine_discogs', data: {} }, 400, 'form.error.required'],
    [{ integration: 'mirakl_carrefour', data: { api_key: 'k' } }, 400, 'form.error.required'],
    [{ integration: 'shipengine_temu', data: { region_id: 'XX', api_key: 'k' } }, 400, 'form.error.required'],
    [{ integration: OAUTH, data: { store_id: '12' } }, 400, 'integrations.error.oauth-only'],
    [{ integration: 'nope', data: {} }, 404, 'integrations.error.unknown'],
  ])('refuses %j with %i %s', async (payload, status, messageKey) => {
    const seller = await signUp(app);
    const response = await api(app, seller).post('/integrations/configurations', payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.body).toContain(messageKey);
  });

  it('connects the OAuth marketplace through its consent page, and refuses a denied, reused or foreign state', async () => {
    const seller = await signUp(app);
    const call = api(app, seller);
    const invalid = await call.post(`/integrations/${OAUTH}/login/start-flow`, {
      data: { store_id: 'abc' },
      redirectPath: CALLBACK,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('form.error.number');
    const offsite = await call.post(`/integrations/${OAUTH}/login/start-flow`, {
      data: { store_id: '1' },
      redirectPath: '//evil.test/x',
    });
    expect(offsite.statusCode).toBe(400);

    const denied = await connectByOAuth(app, seller);
    const refused = await call.post(`/integrations/${OAUTH}/activate`, { params: denied.deny });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('integrations.error.denied');

    const { allow } = await connectByOAuth(app, seller);
    const other = await signUp(app);
    const stolen = await api(app, other).post(`/integrations/${OAUTH}/activate`, { params: allow });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.body).toContain('integrations.error.state');

    const activated = await call.post(`/integrations/${OAUTH}/activate`, { params: allow });
    expect(activated.statusCode, activated.body).toBe(201);
    const reused = await call.post(`/integrations/${OAUTH}/activate`, { params: allow });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain('integrations.error.state');
  });

  it('imports five days of orders as drafts in a job, never the same order twice, with buyers across the EU', async () => {
    const seller = await signUp(app);
    const call = api(app, seller);
    const { allow } = await connectByOAuth(app, seller, '777');
    expect((await call.post(`/integrations/${OAUTH}/activate`, { params: allow })).statusCode).toBe(201);

    const trigger = await call.post('/integrations/imports', { integration: OAUTH, source: 'OAU' });
    expect(trigger.statusCode, trigger.body).toBe(202);
    expect(await draftsOf(app, seller)).toHaveLength(0);
    await drainJobs(app);
    const [first] = await importEvents(app, seller);
    expect(first).toMatchObject({ integration: OAUTH, errorType: null, errorSubtype: null });
    expect(first!.numberShipmentsImported).toBeGreaterThanOrEqual(29);
    const drafts = await draftsOf(app, seller);
    expect(drafts).toHaveLength(first!.numberShipmentsImported);
    expect(drafts.every((draft) => draft.source === 'OAU')).toBe(true);
    expect(new Set(drafts.map((draft) => draft.to.alpha2Code)).size).toBeGreaterThan(4);
    expect(drafts.some((draft) => /[\u0370-\u03ff\u0400-\u04ff]/.test(draft.to.firstName ?? ''))).toBe(true);
    expect(drafts.every((draft) => draft.parcels[0]!.weight > 0 && (draft.content.value ?? 0) > 0)).toBe(
      true,
    );

    await call.post('/integrations/imports', { integration: OAUTH });
    await drainJobs(app);
    const second = (await importEvents(app, seller))[1]!;
    expect(second.numberShipmentsImported).toBe(0);
    expect(await draftsOf(app, seller)).toHaveLength(drafts.length);
  });

  it('refuses an import of an integration that is not connected', async () => {
    const seller = await signUp(app);
    const response = await api(app, seller).post('/integrations/imports', { integration: DUMMY });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('integrations.error.not-connected');
  });

  it.each([
    ['expired-pass', 'GENERIC'],
    ['invalid-key', 'INVALID_APP_KEY'],
    ['suspended', 'SUSPENDED_ACCOUNT'],
  ])(
    'marks the connection unauthorised when the marketplace refuses password %s (%s)',
    async (password, subtype) => {
      const seller = await signUp(app);
      const call = api(app, seller);
      await call.post('/integrations/configurations', {
        integration: DUMMY,
        data: { username: 'u', password },
      });
      await call.post('/integrations/imports', { integration: DUMMY });
      await drainJobs(app);
      expect((await importEvents(app, seller))[0]).toMatchObject({
        errorType: 'UNAUTHORIZED',
        errorSubtype: subtype,
        numberShipmentsImported: 0,
      });
      const card = (await call.get('/integrations'))
        .json()
        .integrations.find((item: { alias: string }) => item.alias === DUMMY);
      expect(card.configuration).toMatchObject({ status: 'UNAUTHORIZED', unauthorizedSubtype: subtype });
    },
  );

  it('marks the marketplace order shipped with its tracking number once the label exists, once', async () => {
    const seller = await signUp(app);
    await api(app, seller).post('/integrations/configurations', {
      integration: DUMMY,
      data: { username: 'shop-a', password: 'pw' },
    });
    await saveBilling(app, seller);
    const reference = await createReadyShipment(app, seller);
    // As an import stores it: the integration and the marketplace's order id.
    await app.database.query(
      'UPDATE shipments SET external_order_id = $1, source = $2 WHERE reference = $3',
      [`${DUMMY}:555`, 'DUM', reference],
    );
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
    const [shipment] = await app.database.query<{ trackings: string[] }>(
      'SELECT trackings FROM shipments WHERE reference = $1',
      [reference],
    );
    const shipped = await app.database.query<{ account: string; order_id: string; tracking_number: string }>(
      'SELECT account, order_id, tracking_number FROM sandbox_marketplace_fulfilments WHERE client_id = $1',
      [seller.clientId],
    );
    expect(shipped).toEqual([
      { account: `${DUMMY}:shop-a`, order_id: '555', tracking_number: shipment!.trackings[0] },
    ]);
  });

  it('enqueues an import for every connected marketplace from the 15-minute schedule', async () => {
    const seller = await signUp(app);
    await api(app, seller).post('/integrations/configurations', {
      integration: DUMMY,
      data: { username: 'scheduled', password: 'pw' },
    });
    await app.jobs.enqueue(
      { id: 'integrations.orders.schedule', version: 1, schema: (await import('zod')).z.object({}) },
      {},
    );
    await drainJobs(app);
    const [event] = await importEvents(app, seller);
    expect(event).toMatchObject({ integration: DUMMY, callbackPayload: { trigger: 'SCHEDULED' } });
    expect(event!.numberShipmentsImported).toBeGreaterThan(0);
  });
});
