import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SHOPIFY_TOKEN = 'shpat_0123456789abcdef';

/** An order as the GraphQL Admin API documents `Order` (only the fields the connector asks for). */
export const shopifyOrder = (id: number, overrides: Record<string, unknown> = {}) => ({
  id: `gid://shopify/Order/${id}`,
  name: `#${id}`,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  currencyCode: 'EUR',
  note: null,
  email: 'lea@example.fr',
  phone: null,
  shippingAddress: {
    firstName: 'Léa',
    lastName: 'Moreau',
    company: null,
    address1: '8 rue des Lilas',
    address2: null,
    city: 'Lyon',
    zip: '69003',
    provinceCode: null,
    countryCodeV2: 'FR',
    phone: '+33 6 11 22 33 44',
  },
  lineItems: {
    nodes: [
      {
        name: 'Linen apron',
        quantity: 2,
        originalUnitPriceSet: { shopMoney: { amount: '18.50' } },
        variant: { inventoryItem: { measurement: { weight: { unit: 'KILOGRAMS', value: 0.3 } } } },
      },
    ],
  },
  ...overrides,
});

export type ShopifyCall = {
  operation: string;
  path: string;
  token?: string;
  variables: Record<string, unknown>;
};

/**
 * A local shop answering as Shopify's GraphQL Admin API documents: the access token header, the pinned
 * version's path, orders in cursor pages, fulfillment orders and fulfillmentCreate with userErrors.
 * `status` forces an HTTP status for every call (401 wrong token, 402 frozen shop).
 */
export const startFakeShopify = async (orders: ReturnType<typeof shopifyOrder>[]) => {
  const calls: ShopifyCall[] = [];
  const state = { status: 0, pageSize: 2 };
  // Each order starts with one open fulfillment order; a fulfillment closes it.
  const fulfillmentOrders = new Map<string, { id: string; status: string }[]>();
  const fulfillmentOrdersOf = (orderId: string) => {
    if (!fulfillmentOrders.has(orderId)) {
      const id = orderId.split('/').pop();
      fulfillmentOrders.set(orderId, [
        { id: `gid://shopify/FulfillmentOrder/${id}1`, status: 'OPEN' },
        { id: `gid://shopify/FulfillmentOrder/${id}2`, status: 'CLOSED' },
      ]);
    }
    return fulfillmentOrders.get(orderId)!;
  };
  const server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = text ? (JSON.parse(text) as { query: string; variables: Record<string, unknown> }) : null;
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1] ?? '';
    const token = request.headers['x-shopify-access-token'] as string | undefined;
    calls.push({ operation, path: request.url!, token, variables: body?.variables ?? {} });
    response.setHeader('content-type', 'application/json');
    const answer = (status: number, payload: unknown) => {
      response.statusCode = status;
      response.end(JSON.stringify(payload));
    };
    if (state.status) return answer(state.status, { errors: 'Unavailable Shop' });
    if (token !== SHOPIFY_TOKEN)
      return answer(401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    if (request.method !== 'POST' || request.url !== '/admin/api/2025-01/graphql.json')
      return answer(404, { errors: 'Not Found' });
    const variables = body!.variables;
    if (operation === 'UnfulfilledOrders') {
      const start = variables.after ? Number(variables.after) : 0;
      const page = orders.slice(start, start + state.pageSize);
      const end = start + page.length;
      return answer(200, {
        data: {
          orders: {
            nodes: page,
            pageInfo: { hasNextPage: end < orders.length, endCursor: page.length ? String(end) : null },
          },
        },
      });
    }
    if (operation === 'FulfillmentOrders') {
      const id = variables.id as string;
      const known = orders.some((order) => order.id === id) || /\/20[45]$/.test(id);
      return answer(200, {
        data: { order: known ? { fulfillmentOrders: { nodes: fulfillmentOrdersOf(id) } } : null },
      });
    }
    if (operation === 'MarkShipped') {
      const input = variables.fulfillment as {
        lineItemsByFulfillmentOrder: { fulfillmentOrderId: string }[];
        trackingInfo: { number: string };
      };
      const target = [...fulfillmentOrders.values()]
        .flat()
        .find((item) => item.id === input.lineItemsByFulfillmentOrder[0]!.fulfillmentOrderId);
      if (target?.status !== 'OPEN')
        return answer(200, {
          data: {
            fulfillmentCreate: {
              fulfillment: null,
              userErrors: [{ field: ['fulfillment'], message: 'Fulfillment order is not open.' }],
            },
          },
        });
      target.status = 'CLOSED';
      return answer(200, {
        data: {
          fulfillmentCreate: {
            fulfillment: { id: 'gid://shopify/Fulfillment/1', status: 'SUCCESS' },
            userErrors: [],
          },
        },
      });
    }
    return answer(200, { errors: [{ message: `Unknown operation ${operation}` }] });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, state, server };
};
