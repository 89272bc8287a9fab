import { describe, expect, it } from 'vitest';
import { madridWarehouse, parisRecipient } from '../addresses/address-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { readyShipment } from '../shipments/shipment-fixtures.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// Bodies a careless or hostile client sends: the wrong shape, wrong kinds of values, and sizes no form
// allows. Every route must answer them with a 4xx and a message, never fail inside.
const MALFORMED_BODIES: [string, unknown][] = [
  ['nothing', undefined],
  ['an empty object', {}],
  ['a list instead of an object', [1, 'two', null]],
  ['a bare string', 'hello'],
  ['numbers where text belongs', { name: 1, email: 2, reference: 3, references: [4], id: 5, type: 6 }],
  ['text where numbers belong', { amount: 'ten', weight: 'heavy', page: 'x', limit: 'y', count: 'z' }],
  ['nested nulls', { to: null, from: null, parcels: [null], data: { x: null }, items: null }],
  ['a very long text', { name: 'x'.repeat(100_000), description: 'y'.repeat(100_000) }],
];

const concreteUrls = (url: string) => [
  url.replace(/:[^/]+/g, UNKNOWN_ID).replace(/\*/g, 'x'),
  url.replace(/:[^/]+/g, 'not-an-id%2F..').replace(/\*/g, '..%2F..'),
];

/** Routes that end the caller's session or account are sent last, so the others run signed in. */
const endsTheSession = (url: string) => /logout|account|sessions|close/.test(url);

describe('malformed requests on every route', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  // Signed up before any malformed request: the run on every route ends its seller's session and
  // spends this address's allowance of sign-ups.
  const owner = await signUp(app);
  const routes = app.routeAccessTable
    .filter((route) => route.url.startsWith('/api/v1') && !['HEAD', 'OPTIONS'].includes(route.method))
    .sort((a, b) => Number(endsTheSession(a.url)) - Number(endsTheSession(b.url)));

  const sendMalformed = async (headers: Record<string, string>, urlsOf: (url: string) => string[]) => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of routes) {
      for (const url of urlsOf(route.url)) {
        const bodies = ['GET', 'DELETE'].includes(route.method)
          ? MALFORMED_BODIES.slice(0, 1)
          : MALFORMED_BODIES;
        for (const [label, body] of bodies) {
          const response = await app.inject({
            method: route.method as 'GET',
            url: `${url}${route.method === 'GET' ? '?page=x&limit=-1&from=yesterday&q=%00' : ''}`,
            headers: {
              ...headers,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500)
            failures.push(
              `${route.method} ${url} with ${label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
        }
      }
    }
    return { failures, statuses };
  };

  it('refuses each with a 4xx, never failing inside with a 5xx', async () => {
    const { failures, statuses } = await sendMalformed(seller.headers, concreteUrls);
    // The requests reached the routes' own checks rather than stopping at the session.
    const refused = [...statuses].filter(([status]) => status >= 400 && status < 500 && status !== 401);
    expect(refused.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(routes.length * 4);
    expect(failures).toEqual([]);
  }, 600_000);

  it("refuses them on the seller's own shipment and addresses too, never with a 5xx", async () => {
    const created = await Promise.all(
      [
        ['/api/v1/shipments', readyShipment()],
        ['/api/v1/recipients', parisRecipient()],
        ['/api/v1/warehouses', madridWarehouse()],
      ].map(([url, payload]) =>
        app.inject({
          method: 'POST',
          url: url as string,
          headers: owner.headers,
          payload: payload as object,
        }),
      ),
    );
    const ids = created.map((response) => {
      expect(response.statusCode, response.body).toBeLessThan(300);
      const body = response.json();
      return String(body.reference ?? body.id);
    });
    const withOwnIds = (url: string) =>
      url.includes(':') ? ids.map((id) => url.replace(/:[^/]+/g, id).replace(/\*/g, 'x')) : [];
    const { failures } = await sendMalformed(owner.headers, withOwnIds);
    expect(failures).toEqual([]);
  }, 600_000);
});
