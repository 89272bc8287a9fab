import type { MarketplaceImportEnded } from '@shipdeck/domain/integrations/integration.schema';
import { afterAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { SHOPIFY_TOKEN, shopifyOrder, startFakeShopify } from './fake-shopify.ts';
import { buyShopOrderLabel } from './shop-order-label.ts';

describe('Shopify GraphQL Admin API connector', async () => {
  const app = await buildTestApp();
  const shop = await startFakeShopify([
    shopifyOrder(201, { note: 'Gift wrap, please.\nNo invoice in the box.' }),
    shopifyOrder(202, {
      lineItems: {
        nodes: [
          {
            name: 'Candle',
            quantity: 1,
            originalUnitPriceSet: { shopMoney: { amount: '9.90' } },
            variant: { inventoryItem: { measurement: { weight: { unit: 'OUNCES', value: 10 } } } },
          },
          {
            name: 'Gift card',
            quantity: 1,
            originalUnitPriceSet: { shopMoney: { amount: '20.00' } },
            variant: null,
          },
        ],
      },
    }),
    // A digital order has no shipping address: nothing to ship.
    shopifyOrder(203, { shippingAddress: null }),
  ]);
  afterAll(() => shop.server.close());

  const connect = async (seller: SignedUp, token = SHOPIFY_TOKEN) => {
    const created = await api(app, seller).post('/integrations/configurations', {
      integration: 'shopify',
      data: { shop_url: `${shop.url}/`, access_token: token },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().identifier as string;
  };
  const importEnded = async (seller: SignedUp) =>
    (
      await app.database.query<{ payload: MarketplaceImportEnded }>(
        "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'import.ended' ORDER BY id",
        [seller.clientId],
      )
    ).map((row) => row.payload);

  it('imports the open unfulfilled orders page by page with their weights and notes, the token sealed at rest', async () => {
    const seller = await signUp(app);
    const identifier = await connect(seller);
    const [row] = await app.database.query<{ data: unknown }>(
      'SELECT data FROM integration_configurations WHERE identifier = $1',
      [identifier],
    );
    expect(JSON.stringify(row)).not.toContain(SHOPIFY_TOKEN);

    await api(app, seller).post('/integrations/imports', { integration: 'shopify' });
    await drainJobs(app);
    expect(await importEnded(seller)).toMatchObject([
      { integration: 'shopify', source: 'SHO', numberShipmentsImported: 2, errorType: null },
    ]);
    const lists = shop.calls.filter((call) => call.operation === 'UnfulfilledOrders');
    expect(lists.map((call) => call.variables.after)).toEqual([null, '2']);
    expect(lists[0]!.variables.query).toMatch(
      /^status:open AND fulfillment_status:unfulfilled AND created_at:>='.+' AND created_at:<'.+'$/,
    );
    const drafts = await app.database.query<{
      externalOrderId: string;
      source: string;
      reference: string;
      shipmentCustomReference: string;
      parcels: { weight: number }[];
      content: { description: string; value: number };
      toAddress: { firstName: string; city: string; phone: string };
    }>(
      `SELECT external_order_id AS "externalOrderId", source, reference, shipment_custom_reference AS "shipmentCustomReference",
              parcels, content, to_address AS "toAddress"
         FROM shipments WHERE client_id = $1 ORDER BY external_order_id`,
      [seller.clientId],
    );
    expect(drafts.map((draft) => draft.externalOrderId)).toEqual(['shopify:201', 'shopify:202']);
    expect(drafts[0]).toMatchObject({
      source: 'SHO',
      shipmentCustomReference: '#201',
      content: { description: '2× Linen apron', value: 3700 },
      toAddress: { firstName: 'Léa', city: 'Lyon', phone: '+33 6 11 22 33 44' },
    });
    // 2 × 0.3 kg + 150 g of packing; 10 oz (283.495 g) + a weightless line counted as 500 g + 150 g.
    expect(drafts[0]!.parcels[0]!.weight).toBe(0.75);
    expect(drafts[1]!.parcels[0]!.weight).toBe(0.933);
    const noted = await api(app, seller).get(`/shipments/${drafts[0]!.reference}`);
    expect(noted.json().data.buyerNote).toBe('Gift wrap, please.\nNo invoice in the box.');

    // The same orders again make nothing new.
    await api(app, seller).post('/integrations/imports', { integration: 'shopify' });
    await drainJobs(app);
    expect((await importEnded(seller))[1]).toMatchObject({ numberShipmentsImported: 0, errorType: null });
  });

  it('coalesces a second manual import asked for while one waits: the shop is read once, one import-ended event', async () => {
    const seller = await signUp(app);
    const neighbour = await signUp(app);
    await connect(seller);
    await connect(neighbour);
    const before = shop.calls.length;
    const first = await api(app, seller).post('/integrations/imports', { integration: 'shopify' });
    const second = await api(app, seller).post('/integrations/imports', { integration: 'shopify' });
    // Another seller's import of the same integration at the same time is theirs: it runs too.
    await api(app, neighbour).post('/integrations/imports', { integration: 'shopify' });
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    await drainJobs(app);
    const reads = shop.calls.slice(before).filter((call) => call.operation === 'UnfulfilledOrders');
    expect(reads.map((call) => call.variables.after)).toEqual([null, '2', null, '2']);
    expect(await importEnded(seller)).toHaveLength(1);
    expect(await importEnded(neighbour)).toHaveLength(1);
    // Once it has run, a new request imports again.
    await api(app, seller).post('/integrations/imports', { integration: 'shopify' });
    await drainJobs(app);
    expect(await importEnded(seller)).toHaveLength(2);
  });

  it('creates a fulfillment with the tracking number once the label exists, only for the open fulfillment order', async () => {
    const seller = await signUp(app);
    await connect(seller);
    const before = shop.calls.length;
    const reference = await buyShopOrderLabel(app, seller, { externalOrderId: 'shopify:204', source: 'SHO' });
    const [shipment] = await app.database.query<{ trackings: string[]; carrierName: string }>(
      'SELECT trackings, carrier_name AS "carrierName" FROM shipments WHERE reference = $1',
      [reference],
    );
    const calls = shop.calls.slice(before);
    expect(calls.map((call) => call.operation)).toEqual(['FulfillmentOrders', 'MarkShipped']);
    expect(calls[0]!.variables).toEqual({ id: 'gid://shopify/Order/204' });
    expect(calls[1]!.variables).toEqual({
      fulfillment: {
        lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: 'gid://shopify/FulfillmentOrder/2041' }],
        trackingInfo: { number: shipment!.trackings[0], company: shipment!.carrierName },
        notifyCustomer: true,
      },
    });
    expect(calls.every((call) => call.token === SHOPIFY_TOKEN)).toBe(true);
  });

  it('tells Shopify an order shipped after the seller reconnects, when the token was refused at label time', async () => {
    const seller = await signUp(app);
    const refusedConnection = await connect(seller, 'shpat_revoked');
    await buyShopOrderLabel(app, seller, { externalOrderId: 'shopify:205', source: 'SHO' });
    const marks = () =>
      shop.calls
        .filter(
          (call) =>
            call.operation === 'MarkShipped' &&
            call.variables.fulfillment !== undefined &&
            call.token === SHOPIFY_TOKEN,
        )
        .filter((call) =>
          (
            call.variables.fulfillment as { lineItemsByFulfillmentOrder: { fulfillmentOrderId: string }[] }
          ).lineItemsByFulfillmentOrder[0]!.fulfillmentOrderId.includes('/2051'),
        );
    expect(marks()).toHaveLength(0);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/integrations/configurations/${refusedConnection}`,
      headers: seller.headers,
    });
    expect(removed.statusCode).toBe(204);
    await connect(seller);
    await drainJobs(app);
    expect(marks()).toHaveLength(1);
    // Told once: connecting again later sends nothing more.
    const again = (await api(app, seller).get('/integrations'))
      .json()
      .integrations.find((item: { alias: string }) => item.alias === 'shopify');
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/integrations/configurations/${again.configuration.identifier}`,
      headers: seller.headers,
    });
    await connect(seller);
    await drainJobs(app);
    expect(marks()).toHaveLength(1);
  });

  it.each([
    [401, 'INVALID_APP_KEY'],
    [402, 'SUSPENDED_ACCOUNT'],
  ])('marks the connection unauthorised when Shopify answers %i (%s)', async (status, subtype) => {
    const seller = await signUp(app);
    await connect(seller);
    shop.state.status = status;
    try {
      await api(app, seller).post('/integrations/imports', { integration: 'shopify' });
      await drainJobs(app);
    } finally {
      shop.state.status = 0;
    }
    const card = (await api(app, seller).get('/integrations'))
      .json()
      .integrations.find((item: { alias: string }) => item.alias === 'shopify');
    expect(card.configuration).toMatchObject({ status: 'UNAUTHORIZED', unauthorizedSubtype: subtype });
    expect(card.configuration.data).toEqual({ shop_url: `${shop.url}/`, access_token: '••••••••' });
  });

  it('refuses a shop address with a path, with its message key', async () => {
    const seller = await signUp(app);
    const refused = await api(app, seller).post('/integrations/configurations', {
      integration: 'shopify',
      data: { shop_url: 'https://my-store.myshopify.com/admin', access_token: SHOPIFY_TOKEN },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('integrations.error.shop-address');
  });
});
