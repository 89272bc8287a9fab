import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type MarketplaceAccount,
  type MarketplaceProvider,
  MarketplaceUnauthorizedError,
  type UnauthorizedReason,
} from '../marketplace-provider.ts';
import { sandboxOrdersBetween } from './sandbox-orders.ts';

/** The sandbox OAuth authorisation page (served by the integrations module). */
export const SANDBOX_AUTHORIZE_PATH = '/api/v1/sandbox/marketplace/oauth/authorize';

/**
 * Magic values (docs/sandbox.md) that make the marketplace refuse the stored credentials on the next
 * import, each with the reason a real one gives.
 */
const refusalOf = (data: MarketplaceAccount['data']): UnauthorizedReason | null => {
  const values = Object.values(data).map(String);
  if (values.some((value) => value === '401' || value.includes('expired'))) return 'GENERIC';
  if (values.some((value) => value.includes('invalid'))) return 'INVALID_APP_KEY';
  if (values.some((value) => value === '403' || value.includes('suspended'))) return 'SUSPENDED_ACCOUNT';
  return null;
};

/** Which seller account of the marketplace the configuration names (its store, user or shop). */
export const sandboxAccountOf = (account: MarketplaceAccount) => {
  const { data } = account;
  const who =
    data.store_id ??
    data.username ??
    data.shop_id ??
    data.countryMarketplace ??
    data.api_key ??
    data.token ??
    'shop';
  return `${account.integration}:${who}`;
};

/**
 * The built-in sandbox marketplace: every marketplace of the catalogue runs on it in demo mode. It
 * keeps a deterministic order history per account (sandbox-orders.ts), authorises through its own OAuth
 * page, and records orders marked shipped in its own ledger.
 */
export const sandboxMarketplaceProvider: MarketplaceProvider = {
  identifier: 'sandbox-marketplace',

  authorizeUrl: ({ integration, state, redirectUri, data }) => {
    const query = new URLSearchParams({ integration, state, redirect_uri: redirectUri });
    if (data.store_id !== undefined) query.set('store_id', String(data.store_id));
    if (data.countryMarketplace !== undefined) query.set('country', String(data.countryMarketplace));
    return `${SANDBOX_AUTHORIZE_PATH}?${query}`;
  },

  exchangeCode: async ({ code, data }) => {
    const [, account] = /^sbx_(.+)_[0-9a-f]{16}$/.exec(code) ?? [];
    if (!account) throw new MarketplaceUnauthorizedError('GENERIC');
    return {
      ...data,
      store_id: data.store_id ?? account,
      access_token: `sbx-token-${randomBytes(12).toString('hex')}`,
    };
  },

  listOrders: async ({ account, since, until }) => {
    const refusal = refusalOf(account.data);
    if (refusal) throw new MarketplaceUnauthorizedError(refusal);
    return sandboxOrdersBetween(sandboxAccountOf(account), since, until);
  },

  markShipped: async ({ db, clientId, account, orderId, trackingNumber }) => {
    const refusal = refusalOf(account.data);
    if (refusal) throw new MarketplaceUnauthorizedError(refusal);
    await db.execute(sql`
      INSERT INTO sandbox_marketplace_fulfilments (account, order_id, client_id, tracking_number)
      VALUES (${sandboxAccountOf(account)}, ${orderId}, ${clientId}, ${trackingNumber})
      ON CONFLICT (account, order_id) DO NOTHING`);
  },
};

/** A code the sandbox's authorisation page hands back on approval. */
export const sandboxAuthorizationCode = (account: string) =>
  `sbx_${account}_${randomBytes(8).toString('hex')}`;
