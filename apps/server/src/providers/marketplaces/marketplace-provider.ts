import type { Db } from '../../platform/db/database.ts';

/** One line of an order: what was bought, how many, at what unit price (minor units) and weight. */
export type MarketplaceOrderItem = { name: string; quantity: number; unitPrice: number; weightGrams: number };

/** An order as a marketplace gives it, in our words. */
export type MarketplaceOrder = {
  /** The marketplace's id of the order; with the integration's source it names the order once. */
  id: string;
  /** What the buyer and seller see (e.g. "#100234"). */
  number: string;
  createdAt: Date;
  currency: string;
  recipient: {
    firstName: string;
    lastName: string;
    company?: string;
    email?: string;
    phone?: string;
    street1: string;
    street2?: string;
    city: string;
    zipCode: string;
    state?: string;
    alpha2Code: string;
  };
  items: MarketplaceOrderItem[];
  /** The buyer's note to the seller, if any. */
  note: string | null;
};

/** What a marketplace account is: the integration and the configuration data stored for it. */
export type MarketplaceAccount = { integration: string; data: Record<string, string | number> };

export type UnauthorizedReason = 'GENERIC' | 'INVALID_APP_KEY' | 'SUSPENDED_ACCOUNT';

/** The marketplace refused the stored credentials: the connection must be renewed by the seller. */
export class MarketplaceUnauthorizedError extends Error {
  readonly subtype: UnauthorizedReason;
  constructor(subtype: UnauthorizedReason) {
    super(`Marketplace refused the credentials (${subtype})`);
    this.subtype = subtype;
  }
}

/**
 * A marketplace behind one interface (medusa's fulfillment providers): it lists orders and is told
 * when one ships. One that connects by OAuth also builds the authorisation address and exchanges the
 * code it returns for the data to store. Providers know nothing of HTTP requests to our server.
 */
export type MarketplaceProvider = {
  readonly identifier: string;
  /** The address the seller's browser goes to, to authorise us; `state` comes back with the answer. */
  authorizeUrl(input: {
    integration: string;
    state: string;
    redirectUri: string;
    data: Record<string, string | number>;
  }): string;
  /** Turns the answer's code into the configuration data to keep (a token and the account). */
  exchangeCode(input: {
    integration: string;
    code: string;
    data: Record<string, string | number>;
  }): Promise<Record<string, string | number>>;
  /** Orders created in [since, until), oldest first. Throws MarketplaceUnauthorizedError on refused credentials. */
  listOrders(input: {
    db: Db;
    account: MarketplaceAccount;
    since: Date;
    until: Date;
  }): Promise<MarketplaceOrder[]>;
  /** Marks an order shipped with its tracking number; doing it twice is harmless. */
  markShipped(input: {
    db: Db;
    clientId: string;
    account: MarketplaceAccount;
    orderId: string;
    trackingNumber: string;
    carrierName: string | null;
  }): Promise<void>;
};
