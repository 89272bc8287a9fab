import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { simpleNonce } from '../payments/payment-helpers.ts';
import { createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { paris } from './shipment-fixtures.ts';

describe('the shipments search', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const list = async (account: typeof seller, q: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments?inbox=ALL&q=${encodeURIComponent(q)}`,
      headers: account.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().content as { reference: string }[]).map((s) => s.reference).sort();
  };

  const lukasz = await createReadyShipment(app, seller, {
    to: { ...paris, firstName: 'Łukasz', lastName: 'Żółć', company: 'Café Ørsted', email: 'lz@example.pl' },
  });
  const jurgen = await createReadyShipment(app, seller, {
    to: { ...paris, firstName: 'Jürgen', lastName: 'Weiß', city: 'Paris', zipCode: '75002' },
  });
  const bought = await createReadyShipment(app, seller, {
    to: { ...paris, firstName: 'Luc', lastName: 'Martin' },
    shipmentCustomReference: 'Shop-Order_42',
  });
  const ordered = await placeOrder(
    app,
    seller,
    orderPayload([bought], { method: 'bancontact', nonce: await simpleNonce(app, seller, 'bancontact') }),
  );
  expect(ordered.statusCode, ordered.body).toBe(201);
  const orderReference = ordered.json().orderReference as string;
  expect(orderReference).toBeTruthy();
  await drainJobs(app);
  const details = await app.inject({
    method: 'GET',
    url: `/api/v1/shipments/${bought}`,
    headers: seller.headers,
  });
  const [trackingNumber] = details.json().data.trackings as string[];
  expect(trackingNumber).toBeTruthy();

  it.each([
    ['a name typed without its accents and in lower case', 'lukasz', [lukasz]],
    ['a surname with letters that have no accent to strip', 'zolc', [lukasz]],
    ['a name typed with its accents', 'Żółć', [lukasz]],
    ['an accented name typed in capitals', 'ŁUKASZ', [lukasz]],
    ['a company with a stroked letter', 'cafe orsted', [lukasz]],
    ['a sharp s written as two letters', 'weiss', [jurgen]],
    ['a sharp s typed as itself', 'Weiß', [jurgen]],
    ['an umlaut typed without it', 'jurgen', [jurgen]],
    ['a postcode', '75002', [jurgen]],
    ['an e-mail', 'lz@example', [lukasz]],
    ['a custom reference, its underscore taken literally', 'order_42', [bought]],
    ['an underscore is not a wildcard', 'order-42', []],
    ['a percent sign is not a wildcard', 'Shop%42', []],
  ])('finds by %s (%s)', async (_case, term, expected) => {
    expect(await list(seller, term)).toEqual([...expected].sort());
  });

  const filtered = async (filter: string, value: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments?inbox=ALL&${filter}=${encodeURIComponent(value)}`,
      headers: seller.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().content as { reference: string }[]).map((s) => s.reference).sort();
  };

  // The recipient and reference filters also ask the folded search column (for its index): what the
  // column filter finds must still be found, accents and capitals as typed.
  it.each([
    ['recipient_name', 'Łuk', [lukasz]],
    ['recipient_name', 'jÜRGEN', [jurgen]],
    ['recipient_surname', 'weiß', [jurgen]],
    ['recipient_surname', 'Żółć', [lukasz]],
    ['recipient_surname', 'mart', [bought]],
    ['shipment_custom_reference', 'order_42', [bought]],
    ['shipment_custom_reference', 'order-42', []],
    ['recipient_name', 'Zbigniew', []],
  ])('filters by %s = %s', async (filter, value, expected) => {
    expect(await filtered(filter, value)).toEqual([...expected].sort());
  });

  it("finds a bought shipment by its tracking number, its order's reference and its own", async () => {
    expect(await list(seller, trackingNumber!.toLowerCase())).toEqual([bought]);
    expect(await list(seller, orderReference)).toEqual([bought]);
    expect(await list(seller, bought.slice(-6))).toEqual([bought]);
  });

  it("never finds another client's shipments", async () => {
    const other = await signUp(app);
    expect(await list(other, 'lukasz')).toEqual([]);
    expect(await list(other, trackingNumber!)).toEqual([]);
  });

  it('follows a recipient edited after the shipment was made', async () => {
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shipments/${jurgen}`,
      headers: seller.headers,
      payload: { to: { ...paris, firstName: 'Søren', lastName: 'Kierkegaard' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await list(seller, 'soren')).toEqual([jurgen]);
    expect(await list(seller, 'weiss')).toEqual([]);
  });
});
