import {
  type MarketplaceAccount,
  type MarketplaceOrder,
  type MarketplaceProvider,
  MarketplaceUnauthorizedError,
} from '../marketplace-provider.ts';

/** What WooCommerce REST API v3 answers for an order (only the fields we read). */
type WooOrder = {
  id: number;
  number: string;
  currency: string;
  date_created_gmt: string;
  customer_note: string;
  billing: { email?: string; phone?: string };
  shipping: {
    first_name: string;
    last_name: string;
    company?: string;
    address_1: string;
    address_2?: string;
    city: string;
    state?: string;
    postcode: string;
    country: string;
  };
  line_items: { name: string; quantity: number; price: number | string }[];
};

/** The order's lines carry no weight in v3: a unit counts as 500 g until products are read too. */
const UNIT_WEIGHT_GRAMS = 500;
const PAGE_SIZE = 100;

const credentialsOf = (account: MarketplaceAccount) => {
  const base = String(account.data.store_url ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(base)) throw new MarketplaceUnauthorizedError('GENERIC');
  const basic = Buffer.from(`${account.data.consumer_key}:${account.data.consumer_secret}`).toString(
    'base64',
  );
  return { base: `${base}/wp-json/wc/v3`, authorization: `Basic ${basic}` };
};

const call = async (
  account: MarketplaceAccount,
  path: string,
  init: { method?: string; body?: unknown } = {},
) => {
  const { base, authorization } = credentialsOf(account);
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization,
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(20_000),
  });
  // WooCommerce answers 401 for a wrong key or secret, 403 for a key without the permission.
  if (response.status === 401) throw new MarketplaceUnauthorizedError('INVALID_APP_KEY');
  if (response.status === 403) throw new MarketplaceUnauthorizedError('GENERIC');
  if (!response.ok)
    throw new Error(`WooCommerce ${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return response;
};

const toOrder = (order: WooOrder): MarketplaceOrder => ({
  id: String(order.id),
  number: `#${order.number}`,
  createdAt: new Date(`${order.date_created_gmt}Z`),
  currency: order.currency,
  recipient: {
    firstName: order.shipping.first_name,
    lastName: order.shipping.last_name,
    company: order.shipping.company || undefined,
    email: order.billing.email || undefined,
    phone: order.billing.phone || undefined,
    street1: order.shipping.address_1,
    street2: order.shipping.address_2 || undefined,
    city: order.shipping.city,
    zipCode: order.shipping.postcode,
    state: order.shipping.state || undefined,
    alpha2Code: order.shipping.country,
  },
  items: order.line_items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    unitPrice: Math.round(Number(item.price) * 100),
    weightGrams: UNIT_WEIGHT_GRAMS,
  })),
  note: order.customer_note || null,
});

/**
 * WooCommerce through its REST API v3 (woocommerce.github.io/woocommerce-rest-api-docs): the seller's
 * consumer key and secret (HTTP Basic over HTTPS), the orders awaiting fulfilment (status processing)
 * created since the last import, page by page; shipped means a customer note with the tracking number
 * and the order set to completed.
 */
export const wooCommerceProvider: MarketplaceProvider = {
  identifier: 'woocommerce',
  authorizeUrl: () => {
    throw new Error('WooCommerce connects with a consumer key and secret, not OAuth');
  },
  exchangeCode: async () => {
    throw new Error('WooCommerce connects with a consumer key and secret, not OAuth');
  },
  listOrders: async ({ account, since, until }) => {
    const orders: MarketplaceOrder[] = [];
    for (let page = 1; ; page += 1) {
      const query = new URLSearchParams({
        status: 'processing',
        after: since.toISOString(),
        before: until.toISOString(),
        dates_are_gmt: 'true',
        orderby: 'date',
        order: 'asc',
        per_page: String(PAGE_SIZE),
        page: String(page),
      });
      const response = await call(account, `/orders?${query}`);
      orders.push(...((await response.json()) as WooOrder[]).map(toOrder));
      const pages = Number(response.headers.get('x-wp-totalpages') ?? '1');
      if (page >= pages) return orders;
    }
  },
  markShipped: async ({ account, orderId, trackingNumber, carrierName }) => {
    const id = encodeURIComponent(orderId);
    await call(account, `/orders/${id}/notes`, {
      method: 'POST',
      body: {
        note: `Shipped${carrierName ? ` with ${carrierName}` : ''}. Tracking number: ${trackingNumber}`,
        customer_note: true,
      },
    });
    await call(account, `/orders/${id}`, { method: 'PUT', body: { status: 'completed' } });
  },
};
