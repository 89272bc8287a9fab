import { shopBaseUrlOf } from '@shipdeck/domain/integrations/integration.schema';
import {
  type MarketplaceAccount,
  type MarketplaceOrder,
  type MarketplaceProvider,
  MarketplaceUnauthorizedError,
} from '../marketplace-provider.ts';
import { CREATE_FULFILLMENT, FULFILLMENT_ORDERS, UNFULFILLED_ORDERS } from './shopify-queries.ts';

/** The Admin API version every call names: Shopify keeps a version stable for a year at least. */
export const SHOPIFY_API_VERSION = '2025-01';
const PAGE_SIZE = 50;
/** A line whose variant has no weight in the shop counts as 500 g. */
const DEFAULT_UNIT_WEIGHT_GRAMS = 500;
const GRAMS_PER_UNIT: Record<string, number> = {
  GRAMS: 1,
  KILOGRAMS: 1000,
  OUNCES: 28.349523125,
  POUNDS: 453.59237,
};
/** Fulfillment orders a fulfillment can still be created for. */
const FULFILLABLE = new Set(['OPEN', 'IN_PROGRESS']);

type ShopifyOrder = {
  id: string;
  name: string;
  createdAt: string;
  currencyCode: string;
  note: string | null;
  email: string | null;
  phone: string | null;
  shippingAddress: {
    firstName: string | null;
    lastName: string | null;
    company: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    zip: string | null;
    provinceCode: string | null;
    countryCodeV2: string | null;
    phone: string | null;
  } | null;
  lineItems: {
    nodes: {
      name: string;
      quantity: number;
      originalUnitPriceSet: { shopMoney: { amount: string } };
      variant: { inventoryItem: { measurement: { weight: { unit: string; value: number } | null } } } | null;
    }[];
  };
};

type GraphQlAnswer<T> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[] | string;
};

const endpointOf = (account: MarketplaceAccount) =>
  `${shopBaseUrlOf(String(account.data.shop_url ?? ''))}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;

/**
 * One GraphQL call with the shop's Admin API access token. Shopify answers 401 for a wrong token,
 * 402 for a frozen shop (unpaid), 423 for a locked one and 403 or an ACCESS_DENIED error for a token
 * without the scopes; other errors (throttled included) are thrown for the job to retry.
 */
const graphql = async <T>(
  account: MarketplaceAccount,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> => {
  const response = await fetch(endpointOf(account), {
    method: 'POST',
    headers: {
      'x-shopify-access-token': String(account.data.access_token ?? ''),
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(20_000),
  });
  if (response.status === 401) throw new MarketplaceUnauthorizedError('INVALID_APP_KEY');
  if (response.status === 402 || response.status === 423)
    throw new MarketplaceUnauthorizedError('SUSPENDED_ACCOUNT');
  if (response.status === 403) throw new MarketplaceUnauthorizedError('GENERIC');
  if (!response.ok) throw new Error(`Shopify answered ${response.status}`);
  const answer = (await response.json()) as GraphQlAnswer<T>;
  if (Array.isArray(answer.errors) && answer.errors.length > 0) {
    if (answer.errors.some((error) => error.extensions?.code === 'ACCESS_DENIED'))
      throw new MarketplaceUnauthorizedError('GENERIC');
    throw new Error(`Shopify: ${answer.errors.map((error) => error.message).join('; ')}`);
  }
  if (typeof answer.errors === 'string') throw new Error(`Shopify: ${answer.errors}`);
  return answer.data as T;
};

const numericId = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);

const gramsOf = (weight: { unit: string; value: number } | null | undefined) => {
  const perUnit = weight ? GRAMS_PER_UNIT[weight.unit] : undefined;
  return perUnit && weight!.value > 0 ? weight!.value * perUnit : DEFAULT_UNIT_WEIGHT_GRAMS;
};

/** An order with a shipping address as ours; null for one with nothing to ship (no address). */
const toOrder = (order: ShopifyOrder): MarketplaceOrder | null => {
  const address = order.shippingAddress;
  if (!address?.countryCodeV2) return null;
  return {
    id: numericId(order.id),
    number: order.name,
    createdAt: new Date(order.createdAt),
    currency: order.currencyCode,
    recipient: {
      firstName: address.firstName ?? '',
      lastName: address.lastName ?? '',
      company: address.company || undefined,
      email: order.email || undefined,
      phone: address.phone || order.phone || undefined,
      street1: address.address1 ?? '',
      street2: address.address2 || undefined,
      city: address.city ?? '',
      zipCode: address.zip ?? '',
      state: address.provinceCode || undefined,
      alpha2Code: address.countryCodeV2,
    },
    items: order.lineItems.nodes.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: Math.round(Number(item.originalUnitPriceSet.shopMoney.amount) * 100),
      weightGrams: gramsOf(item.variant?.inventoryItem.measurement.weight),
    })),
    note: order.note,
  };
};

/** Shopify's search syntax for the orders an import reads: open, unfulfilled, created in [since, until). */
export const ordersSearchOf = (since: Date, until: Date) =>
  `status:open AND fulfillment_status:unfulfilled AND created_at:>='${since.toISOString()}' AND created_at:<'${until.toISOString()}'`;

/**
 * Shopify through its GraphQL Admin API (shopify.dev/docs/api/admin-graphql, version pinned): the
 * shop's address and a custom app's Admin API access token (scopes read_orders,
 * write_merchant_managed_fulfillment_orders); the open unfulfilled orders created in the window, page by
 * page; shipped means a fulfillment of each open fulfillment order with the tracking number, the buyer
 * notified. An order with nothing left open is already shipped: nothing is sent again.
 */
export const shopifyProvider: MarketplaceProvider = {
  identifier: 'shopify',
  authorizeUrl: () => {
    throw new Error('Shopify connects with a custom app access token, not OAuth');
  },
  exchangeCode: async () => {
    throw new Error('Shopify connects with a custom app access token, not OAuth');
  },
  listOrders: async ({ account, since, until }) => {
    const orders: MarketplaceOrder[] = [];
    let after: string | null = null;
    for (;;) {
      const data: {
        orders: { nodes: ShopifyOrder[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
      } = await graphql(account, UNFULFILLED_ORDERS, {
        first: PAGE_SIZE,
        after,
        query: ordersSearchOf(since, until),
      });
      for (const node of data.orders.nodes) {
        const order = toOrder(node);
        if (order) orders.push(order);
      }
      if (!data.orders.pageInfo.hasNextPage || !data.orders.pageInfo.endCursor) return orders;
      after = data.orders.pageInfo.endCursor;
    }
  },
  markShipped: async ({ account, orderId, trackingNumber, carrierName }) => {
    const data = await graphql<{
      order: { fulfillmentOrders: { nodes: { id: string; status: string }[] } } | null;
    }>(account, FULFILLMENT_ORDERS, { id: `gid://shopify/Order/${orderId}` });
    const open = (data.order?.fulfillmentOrders.nodes ?? []).filter((node) => FULFILLABLE.has(node.status));
    // One fulfillment per fulfillment order: each may be assigned to another location.
    for (const fulfillmentOrder of open) {
      const created = await graphql<{
        fulfillmentCreate: { userErrors: { field: string[] | null; message: string }[] };
      }>(account, CREATE_FULFILLMENT, {
        fulfillment: {
          lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: fulfillmentOrder.id }],
          trackingInfo: { number: trackingNumber, ...(carrierName ? { company: carrierName } : {}) },
          notifyCustomer: true,
        },
      });
      const problems = created.fulfillmentCreate.userErrors;
      if (problems.length > 0)
        throw new Error(
          `Shopify fulfillmentCreate: ${problems.map((problem) => problem.message).join('; ')}`,
        );
    }
  },
};
