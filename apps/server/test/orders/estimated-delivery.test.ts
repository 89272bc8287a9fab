import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling } from './order-helpers.ts';

// GLS EuroBusinessParcel, Madrid → Paris: collected by 17:00 Madrid time, 120 hours (5 working days) in transit.
describe('estimated delivery date of a bought shipment', async () => {
  const app = await buildTestApp();

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  /** A seller signed in at the simulated time, with invoicing details. */
  const sellerAt = async (now: string) => {
    vi.setSystemTime(new Date(now));
    const seller = await signUp(app);
    await saveBilling(app, seller);
    return seller;
  };
  const buy = async (seller: SignedUp, references: string[]) => {
    const response = await placeOrder(
      app,
      seller,
      orderPayload(references, {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, references),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  };
  const estimateOf = async (seller: SignedUp, reference: string) =>
    (await api(app, seller).get(`/shipments/${reference}`)).json().data.estimatedDeliveryDate as
      | string
      | null;

  it('counts the transit in working days from the chosen collection date', async () => {
    const seller = await sellerAt('2026-11-20T09:00:00Z');
    // Collected Monday 23 November: Tuesday to Friday, then Monday 30.
    const reference = await createReadyShipment(app, seller, { collectionDate: '2026-11-23' });
    expect(await estimateOf(seller, reference)).toBeNull();
    await buy(seller, [reference]);
    expect(await estimateOf(seller, reference)).toBe('2026-11-30');
  });

  it('counts from the first collection day on the warehouse clock when none was chosen', async () => {
    // Friday 00:30 in Madrid (Thursday 23:30 UTC): Friday is still collected, so delivery is Friday 27.
    const seller = await sellerAt('2026-11-19T23:30:00Z');
    const reference = await createReadyShipment(app, seller);
    await buy(seller, [reference]);
    expect(await estimateOf(seller, reference)).toBe('2026-11-27');
  });

  it("skips the destination's public holidays", async () => {
    // Collected Monday 21 December; Christmas Day is a holiday in France.
    const seller = await sellerAt('2026-12-18T09:00:00Z');
    const reference = await createReadyShipment(app, seller, { collectionDate: '2026-12-21' });
    await buy(seller, [reference]);
    expect(await estimateOf(seller, reference)).toBe('2026-12-29');
  });

  it('gives each shipment of one order its own date, found by the delivery-date filters', async () => {
    const seller = await sellerAt('2026-11-20T09:00:00Z');
    const early = await createReadyShipment(app, seller, { collectionDate: '2026-11-23' });
    const late = await createReadyShipment(app, seller, { collectionDate: '2026-11-25' });
    const draft = await createReadyShipment(app, seller, { collectionDate: '2026-11-23' });
    await buy(seller, [early, late]);
    expect(await estimateOf(seller, late)).toBe('2026-12-02');
    const listed = async (query: string) =>
      (await api(app, seller).get(`/shipments?inbox=ALL&${query}`))
        .json()
        .content.map((shipment: { reference: string }) => shipment.reference)
        .sort();
    expect(await listed('delivery_date_from=2026-11-30&delivery_date_to=2026-11-30')).toEqual([early]);
    expect(await listed('delivery_date_from=2026-12-01')).toEqual([late]);
    expect(await listed('delivery_date_to=2026-12-02')).toEqual([early, late].sort());
    expect(await listed('delivery_date_to=2026-12-02')).not.toContain(draft);
  });
});
