import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { madridWarehouse, parisRecipient } from '../addresses/address-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestApiKey, type SignedUp, signUp } from '../helpers/clients.ts';
import { buyByCard, saveBilling } from '../orders/order-helpers.ts';
import { createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { paris } from '../shipments/shipment-fixtures.ts';

// A word no other data holds: any answer to another client that contains it shows the owner's data.
const MARKER = 'Quillfeather';

// Ids, shipment references, ticket numbers, order references and invoice numbers.
const ID_LIKE =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|SD[0-9A-Z]{8,}|T-[A-Z2-9]{8}|ORD-[0-9A-Z-]+|SD-(?:CN-)?\d{8})$/;

/** Every id, reference and ticket number anywhere in these answers. */
const idsIn = (values: unknown[]) => {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && ID_LIKE.test(value)) found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  values.forEach(walk);
  return [...found];
};

/** What the owner sees of its own account: compared before and after the other client's requests. */
const OWNER_VIEWS = [
  '/api/v1/shipments?inbox=ALL&limit=50&offset=0',
  '/api/v1/recipients?page=1&size=50',
  '/api/v1/warehouses',
  '/api/v1/parcels',
  '/api/v1/products',
  '/api/v1/support/tickets',
  '/api/v1/shipping-rules',
  '/api/v1/webhooks',
  '/api/v1/transactions',
];

const ownerViews = async (app: FastifyInstance, owner: SignedUp) =>
  Promise.all(
    OWNER_VIEWS.map(async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: owner.headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json() as unknown;
    }),
  );

/** A seller with one of each thing another client might reach for, each named with the marker. */
const ownerWithEverything = async (app: FastifyInstance) => {
  const owner = await signUp(app, { firstName: MARKER });
  await saveBilling(app, owner);
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: owner.headers, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as unknown;
  };
  const recipient = { ...paris, firstName: MARKER, company: `${MARKER} SARL` };
  const bought = await createReadyShipment(app, owner, { to: recipient });
  await buyByCard(app, owner, [bought]);
  const draft = await createReadyShipment(app, owner, { to: recipient });
  const created = await Promise.all([
    post('/api/v1/recipients', { ...parisRecipient(), firstName: MARKER, alias: `${MARKER} home` }),
    post('/api/v1/warehouses', { ...madridWarehouse(), alias: `${MARKER} store` }),
    post('/api/v1/parcels', { name: `${MARKER} box`, weight: 1.5, length: 35, width: 25, height: 12 }),
    post('/api/v1/products', {
      description: `${MARKER} scarf`,
      hsCode: '6117.10.00',
      originCountry: 'PT',
      unitValue: 2500,
      weightGrams: 120,
    }),
    post('/api/v1/support/tickets', { type: 'OTHER', reason: `${MARKER} asks` }),
    post('/api/v1/shipping-rules', {
      alias: `${MARKER} rule`,
      conditions: [{ identifier: 'ALL_SHIPMENTS', operation: 'ALWAYS' }],
      actions: [{ identifier: 'CONTENT_VALUE', operation: 'ASSIGN', value: 25 }],
    }),
    // Never called: no event it listens to happens after it is saved.
    post('/api/v1/webhooks', { url: `http://127.0.0.1:9/${MARKER}`, events: ['label.created'] }),
    post('/api/v1/customs-invoices', {
      shipmentReference: draft,
      items: [
        {
          description: `${MARKER} books`,
          quantity: 2,
          unitValue: 2000,
          weight: 1,
          originCountry: 'ES',
          hsCode: '490199',
        },
      ],
    }),
  ]);
  const detail = async (reference: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/v1/shipments/${reference}`, headers: owner.headers })
    ).json();
  // Everything the owner can list: ids of orders, invoices, transactions and the rest come from there.
  const listed = await Promise.all(
    app.routeAccessTable
      .filter((route) => route.method === 'GET' && route.access === 'session')
      .filter((route) => route.url.startsWith('/api/v1') && !/[:*]/.test(route.url))
      .map(async (route) => {
        const response = await app.inject({ method: 'GET', url: route.url, headers: owner.headers });
        return String(response.headers['content-type']).includes('json')
          ? (response.json() as unknown)
          : null;
      }),
  );
  const ids = idsIn([...created, await detail(bought), await detail(draft), ...listed]).filter(
    (id) => id !== owner.clientId && id !== owner.userId,
  );
  return { owner, ids };
};

/** Routes that end the caller's session or account are sent last, so the others run signed in. */
const endsTheSession = (url: string) => /logout|account|sessions|close/.test(url);

describe("another client's ids and searches on every route", async () => {
  // A webhook to this machine may be saved, so the owner has one without a receiver on the network.
  const app = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: true });
  const { owner, ids } = await ownerWithEverything(app);
  const before = await ownerViews(app, owner);
  const intruder = await signUp(app);
  const intruderKey = await createTestApiKey(app, intruder);
  const routes = app.routeAccessTable
    .filter((route) => route.url.startsWith('/api/v1') && route.url.includes(':'))
    .filter((route) => route.access !== 'public' && !['HEAD', 'OPTIONS'].includes(route.method))
    .sort((a, b) => Number(endsTheSession(a.url)) - Number(endsTheSession(b.url)));

  const answers: { request: string; status: number; body: string }[] = [];
  for (const route of routes) {
    for (const id of ids) {
      const url = route.url.replace(/:[^/]+/g, id).replace(/\*/g, id);
      const headers = route.access === 'apiKey' ? { 'x-api-key': intruderKey } : intruder.headers;
      const withBody = !['GET', 'DELETE'].includes(route.method);
      const response = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
        ...(withBody ? { payload: '{}' } : {}),
      });
      answers.push({
        request: `${route.method} ${route.url} with ${id}`,
        status: response.statusCode,
        body: response.body,
      });
    }
  }

  // Every list and search of the other client's own, asked for the owner's name and references.
  const reference = ids.find((id) => id.startsWith('SD')) ?? '';
  const searches: { request: string; status: number; body: string }[] = [];
  const searchQuery = new URLSearchParams({
    q: MARKER,
    search: MARKER,
    query: MARKER,
    inbox: 'ALL',
    limit: '50',
    offset: '0',
    page: '1',
    size: '50',
    from: '2020-01-01',
    to: '2030-12-31',
    reference,
    shipmentReference: reference,
    references: reference,
  });
  for (const route of app.routeAccessTable) {
    if (route.method !== 'GET' || route.access === 'public' || !route.url.startsWith('/api/v1')) continue;
    if (/[:*]/.test(route.url) || endsTheSession(route.url)) continue;
    const headers = route.access === 'apiKey' ? { 'x-api-key': intruderKey } : intruder.headers;
    const response = await app.inject({ method: 'GET', url: `${route.url}?${searchQuery}`, headers });
    searches.push({ request: `GET ${route.url}`, status: response.statusCode, body: response.body });
  }

  it("reached the routes' own checks with the owner's ids, not a closed session", () => {
    expect(ids.length).toBeGreaterThan(8);
    expect(ids.some((id) => id.startsWith('SD'))).toBe(true);
    const signedIn = answers.filter((answer) => answer.status !== 401);
    expect(signedIn.length).toBeGreaterThan(answers.length * 0.9);
  });

  it("never answers another client with the owner's data", () => {
    const leaks = answers.filter((answer) => answer.body.includes(MARKER));
    expect(leaks.map(({ request, status }) => `${request}: ${status}`)).toEqual([]);
  });

  it("finds nothing of the owner's in the other client's lists and searches", () => {
    expect(searches.filter((search) => search.status === 200).length).toBeGreaterThan(20);
    const leaks = searches.filter(
      (search) => search.body.includes(MARKER) || search.body.includes(reference),
    );
    expect(leaks.map(({ request, status }) => `${request}: ${status}`)).toEqual([]);
  });

  it("never succeeds on the owner's things", () => {
    const succeeded = answers.filter((answer) => answer.status < 300);
    expect(
      succeeded.map(({ request, status, body }) => `${request}: ${status} ${body.slice(0, 120)}`),
    ).toEqual([]);
  });

  it("leaves the owner's shipments, addresses, parcels, products and tickets as they were", async () => {
    expect(await ownerViews(app, owner)).toEqual(before);
  });
}, 600_000);
