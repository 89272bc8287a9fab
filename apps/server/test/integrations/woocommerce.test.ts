import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MarketplaceImportEnded } from '@shipdeck/domain/integrations/integration.schema';
import { afterAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { buyShopOrderLabel } from './shop-order-label.ts';

const KEY = 'ck_0123456789abcdef';
const SECRET = 'cs_fedcba9876543210';

/** An order as WooCommerce REST API v3 documents it (GET /wp-json/wc/v3/orders). */
const wooOrder = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  number: String(id),
  status: 'processing',
  currency: 'EUR',
  date_created_gmt: new Date(Date.now() - 3_600_000).toISOString().slice(0, 19),
  customer_note: id === 101 ? 'Ring twice, please.' : '',
  billing: { email: 'anna@example.de', phone: '+49 1512 3456789' },
  shipping: {
    first_name: 'Anna',
    last_name: 'Schäfer',
    company: '',
    address_1: 'Bergmannstraße 5',
    address_2: '',
    city: 'Berlin',
    state: '',
    postcode: '10961',
    country: 'DE',
  },
  line_items: [
    { id: 1, name: 'Espresso cups (set of 2)', quantity: 2, price: 12.5 },
    { id: 2, name: 'Coffee beans 1 kg', quantity: 1, price: '21.90' },
  ],
  ...overrides,
});

type Received = { method: string; url: string; authorization?: string; body: unknown };

/** A local server answering as the WooCommerce REST API documents: Basic auth, pages, notes, updates. */
const startFakeWooCommerce = async () => {
  const received: Received[] = [];
  const orders = [wooOrder(101), wooOrder(102), wooOrder(103)];
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text ? JSON.parse(text) : undefined;
  };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      body,
    });
    const expected = `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`;
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== expected) {
      response.statusCode = 401;
      response.end(
        JSON.stringify({
          code: 'woocommerce_rest_cannot_view',
          message: 'Sorry, you cannot list resources.',
          data: { status: 401 },
        }),
      );
      return;
    }
    const url = new URL(request.url!, 'http://shop.test');
    if (request.method === 'GET' && url.pathname === '/wp-json/wc/v3/orders') {
      const perPage = Number(url.searchParams.get('per_page'));
      const page = Number(url.searchParams.get('page'));
      response.setHeader('x-wp-total', String(orders.length));
      response.setHeader('x-wp-totalpages', String(Math.ceil(orders.length / 2)));
      expect(perPage).toBe(100);
      // Two a page here, to walk the pages.
      response.end(JSON.stringify(orders.slice((page - 1) * 2, page * 2)));
      return;
    }
    const note = /^\/wp-json\/wc\/v3\/orders\/(\d+)\/notes$/.exec(url.pathname);
    if (request.method === 'POST' && note) {
      response.statusCode = 201;
      response.end(JSON.stringify({ id: 9, note: (body as { note: string }).note, customer_note: true }));
      return;
    }
    const update = /^\/wp-json\/wc\/v3\/orders\/(\d+)$/.exec(url.pathname);
    if (request.method === 'PUT' && update) {
      response.end(
        JSON.stringify(wooOrder(Number(update[1]), { status: (body as { status: string }).status })),
      );
      return;
    }
    response.statusCode = 404;
    response.end(
      JSON.stringify({ code: 'rest_no_route', message: 'No route was found.', data: { status: 404 } }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
};

describe('WooCommerce REST API connector', async () => {
  const app = await buildTestApp();
  const woo = await startFakeWooCommerce();
  afterAll(() => woo.server.close());

  it('imports the processing orders page by page, and marks one completed with a tracking note once its label exists', async () => {
    const seller = await signUp(app);
    const call = api(app, seller);
    const created = await call.post('/integrations/configurations', {
      integration: 'woocommerce',
      data: { store_url: `${woo.url}/`, consumer_key: KEY, consumer_secret: SECRET },
    });
    expect(created.statusCode, created.body).toBe(201);
    await call.post('/integrations/imports', { integration: 'woocommerce' });
    await drainJobs(app);
    const [event] = (
      await app.database.query<{ payload: MarketplaceImportEnded }>(
        "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'import.ended'",
        [seller.clientId],
      )
    ).map((row) => row.payload);
    expect(event).toMatchObject({ integration: 'woocommerce', numberShipmentsImported: 3, errorType: null });
    const lists = woo.received.filter((request) => request.method === 'GET');
    expect(lists).toHaveLength(2);
    expect(lists[0]!.url).toContain('status=processing');
    const [draft] = await app.database.query<{
      reference: string;
      content: { description: string; value: number };
      parcels: { weight: number }[];
    }>(
      "SELECT reference, content, parcels FROM shipments WHERE client_id = $1 AND external_order_id = 'woocommerce:101'",
      [seller.clientId],
    );
    expect(draft!.content).toMatchObject({
      description: '2× Espresso cups (set of 2), 1× Coffee beans 1 kg',
      value: 4690,
    });
    expect(draft!.parcels[0]!.weight).toBe(1.65);
    const noted = await call.get(`/shipments/${draft!.reference}`);
    expect(noted.json().data.buyerNote).toBe('Ring twice, please.');

    // A shipment of a WooCommerce order (as an import stores it) whose label is bought.
    const reference = await buyShopOrderLabel(app, seller, {
      externalOrderId: 'woocommerce:104',
      source: 'WOO',
    });
    const [shipment] = await app.database.query<{ trackings: string[] }>(
      'SELECT trackings FROM shipments WHERE reference = $1',
      [reference],
    );
    const writes = woo.received.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /wp-json/wc/v3/orders/104/notes',
      'PUT /wp-json/wc/v3/orders/104',
    ]);
    expect(writes[0]!.body).toMatchObject({ customer_note: true });
    expect((writes[0]!.body as { note: string }).note).toContain(shipment!.trackings[0]!);
    expect(writes[1]!.body).toEqual({ status: 'completed' });
  });

  it('marks the connection unauthorised when WooCommerce refuses the key (401)', async () => {
    const seller = await signUp(app);
    const call = api(app, seller);
    await call.post('/integrations/configurations', {
      integration: 'woocommerce',
      data: { store_url: woo.url, consumer_key: KEY, consumer_secret: 'cs_wrong' },
    });
    await call.post('/integrations/imports', { integration: 'woocommerce' });
    await drainJobs(app);
    const card = (await call.get('/integrations'))
      .json()
      .integrations.find((item: { alias: string }) => item.alias === 'woocommerce');
    expect(card.configuration).toMatchObject({
      status: 'UNAUTHORIZED',
      unauthorizedSubtype: 'INVALID_APP_KEY',
    });
  });
});
