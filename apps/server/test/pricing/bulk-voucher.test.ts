import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { orderPayload, placeOrder, saveBilling, stateOf } from '../orders/order-helpers.ts';
import { CARDS, cardNonce, chargesOf } from '../payments/payment-helpers.ts';
import { api, createReadyShipment } from './pricing-fixtures.ts';

/** UPS Standard, Madrid → Paris: a second service beside the fixtures' GLS one. */
const upsStandard = {
  id: 'ups-standard',
  carrierId: 'ups',
  carrierName: 'UPS',
  name: 'Standard',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};

describe('a voucher for several shipments (bulk payment)', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = api(app, seller);
  const putVoucher = (references: string[], voucher: string | null) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/shipments/voucher',
      headers: seller.headers,
      payload: { references, voucher },
    });
  const priceOf = async (references: string[]) => {
    const response = await call.post('/shipments/price', { references });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      shipmentsPriceDetails: {
        reference: string;
        price: { basePrice: number; totalPrice: number };
        selection: { voucher: string | null };
        products: { voucher: { quantity: number; basePrice: number } };
      }[];
      totalPrice: { totalPrice: number };
    };
  };
  // A code of this client's own that only GLS takes.
  await app.database.query(
    `INSERT INTO vouchers (code, client_id, kind, amount, service_ids) VALUES ('GLS15', $1, 'PERCENTAGE', 15, ARRAY['gls-euro-business'])`,
    [seller.clientId],
  );

  it('applies one code to every selected draft, each priced with its discount, and applying it again changes nothing', async () => {
    const references = [await createReadyShipment(app, seller), await createReadyShipment(app, seller)];
    const before = await priceOf(references);
    const response = await putVoucher(references, 'welcome10');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      voucher: 'WELCOME10',
      shipments: references.map((reference) => ({ reference, applied: true })),
    });
    const after = await priceOf(references);
    for (const [index, details] of after.shipmentsPriceDetails.entries()) {
      const full = before.shipmentsPriceDetails[index]!.price.basePrice;
      expect(details.selection.voucher).toBe('WELCOME10');
      expect(details.products.voucher).toMatchObject({ quantity: 1, basePrice: -Math.round(full / 10) });
    }
    expect(after.totalPrice.totalPrice).toBeLessThan(before.totalPrice.totalPrice);
    // Sent twice (a double click) and in parallel: the same answer, the same price.
    const again = await Promise.all([
      putVoucher(references, 'WELCOME10'),
      putVoucher(references, 'WELCOME10'),
    ]);
    for (const response of again) expect(response.statusCode).toBe(200);
    expect((await priceOf(references)).totalPrice).toEqual(after.totalPrice);
  });

  it('refuses an unknown code with the checkout’s message key and changes no shipment', async () => {
    const reference = await createReadyShipment(app, seller);
    await putVoucher([reference], 'FIVEOFF');
    const response = await putVoucher([reference], 'NOPE');
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject({
      error_code: 'ValueNotAllowedField',
      field: 'voucher',
      message: 'voucher.error.not-found',
    });
    expect((await priceOf([reference])).shipmentsPriceDetails[0]!.selection.voucher).toBe('FIVEOFF');
  });

  it('refuses a code no selected service takes, as the checkout does, and applies it only where it may', async () => {
    const gls = await createReadyShipment(app, seller);
    const ups = await createReadyShipment(app, seller, { service: upsStandard });
    const none = await putVoucher([gls, ups], 'SEUR20');
    expect(none.statusCode).toBe(422);
    expect(none.json().messages[0]).toMatchObject({
      field: 'voucher',
      message: 'voucher.error.not-allowed-for-service',
    });
    const some = await putVoucher([gls, ups], 'gls15');
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json().shipments).toEqual([
      { reference: gls, applied: true },
      { reference: ups, applied: false, message: 'voucher.error.not-allowed-for-service' },
    ]);
    const priced = await priceOf([gls, ups]);
    expect(priced.shipmentsPriceDetails.map((details) => details.selection.voucher)).toEqual(['GLS15', null]);
  });

  it('never changes a bought shipment or another client’s, and removes the code from the drafts', async () => {
    const draft = await createReadyShipment(app, seller);
    const bought = await createReadyShipment(app, seller);
    const total = (await priceOf([bought])).totalPrice.totalPrice;
    const order = await placeOrder(
      app,
      seller,
      orderPayload([bought], {
        method: 'creditcard3dsecure',
        nonce: await cardNonce(app, seller, { amount: total }),
      }),
    );
    expect(order.statusCode, order.body).toBe(201);
    const other = await signUp(app);
    const foreign = await createReadyShipment(app, other);

    const response = await putVoucher([draft, bought, foreign], 'WELCOME10');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().shipments).toEqual([
      { reference: draft, applied: true },
      { reference: bought, applied: false, message: 'shipment.error.not-editable' },
      { reference: foreign, applied: false, message: 'shipment.error.not-found' },
    ]);
    expect((await priceOf([bought])).shipmentsPriceDetails[0]!.selection.voucher).toBeNull();
    // Nor one by one, as the checkout saves it.
    const single = await call.put(`/shipments/${bought}/products`, { voucher: 'FREESHIP' });
    expect(single.statusCode).toBe(409);
    expect(single.json().messages[0]).toMatchObject({ message: 'shipment.error.not-editable' });
    const otherPrice = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments/price',
      headers: other.headers,
      payload: { references: [foreign] },
    });
    expect(otherPrice.json().shipmentsPriceDetails[0].selection.voucher).toBeNull();

    const removed = await putVoucher([draft], null);
    expect(removed.json()).toEqual({ voucher: null, shipments: [{ reference: draft, applied: true }] });
    expect((await priceOf([draft])).shipmentsPriceDetails[0]!.selection.voucher).toBeNull();
  });

  it('pays the discounted total once when the same bulk order is sent 10 times at once', async () => {
    const references = [await createReadyShipment(app, seller), await createReadyShipment(app, seller)];
    await putVoucher(references, 'FIVEOFF');
    const priced = await priceOf(references);
    const total = priced.totalPrice.totalPrice;
    const payload = orderPayload(references, {
      method: 'creditcard3dsecure',
      nonce: await cardNonce(app, seller, { amount: total }),
    });
    const before = (await chargesOf(app, seller.clientId)).length;
    const responses = await Promise.all(Array.from({ length: 10 }, () => placeOrder(app, seller, payload)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(9);
    expect(responses.find((response) => response.statusCode === 201)!.json().totalAmount).toBe(total);
    const charges = await chargesOf(app, seller.clientId);
    expect(charges).toHaveLength(before + 1);
    expect(charges.at(-1)).toMatchObject({ amount: total, status: 'SUCCEEDED' });
    // A second attempt with a new key finds them bought: nothing more is charged.
    const again = await placeOrder(app, seller, { ...payload, idempotencyKey: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(await chargesOf(app, seller.clientId)).toHaveLength(before + 1);
  });

  describe('a voucher with a use limit', () => {
    const clientWithDrafts = async (count: number) => {
      const account = await signUp(app);
      await saveBilling(app, account);
      const references: string[] = [];
      for (let i = 0; i < count; i += 1) references.push(await createReadyShipment(app, account));
      const client = api(app, account);
      return {
        account,
        references,
        put: (url: string, payload: unknown) => client.put(url, payload),
        price: async (refs: string[]) => (await client.post('/shipments/price', { references: refs })).json(),
        pay: async (refs: string[], options: { card?: string } = {}) => {
          const total = (await client.post('/shipments/price', { references: refs })).json().totalPrice
            .totalPrice;
          return placeOrder(
            app,
            account,
            orderPayload(refs, {
              method: 'creditcard3dsecure',
              nonce: await cardNonce(app, account, { amount: total, number: options.card }),
            }),
          );
        },
      };
    };

    it('gives a one-per-client code to one draft of a bulk payment and says the others are used up', async () => {
      const { references, put, price } = await clientWithDrafts(3);
      const response = await put('/shipments/voucher', { references, voucher: 'FIRSTSHIP' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().shipments).toEqual([
        { reference: references[0], applied: true },
        { reference: references[1], applied: false, message: 'voucher.error.used-up' },
        { reference: references[2], applied: false, message: 'voucher.error.used-up' },
      ]);
      const priced = await price(references);
      expect(
        priced.shipmentsPriceDetails.map(
          (d: { selection: { voucher: string | null } }) => d.selection.voucher,
        ),
      ).toEqual(['FIRSTSHIP', null, null]);
    });

    it('refuses the code once it was bought with, in the checkout and in bulk, and prices a draft still holding it at full price', async () => {
      const { references, put, price, pay } = await clientWithDrafts(2);
      const [first, second] = references as [string, string];
      expect((await put(`/shipments/${first}/products`, { voucher: 'FIRSTSHIP' })).statusCode).toBe(200);
      expect((await put(`/shipments/${second}/products`, { voucher: 'FIRSTSHIP' })).statusCode).toBe(200);
      const full = (await price([second])).totalPrice.totalPrice;
      const bought = await pay([first]);
      expect(bought.statusCode, bought.body).toBe(201);

      for (const refused of [
        await put(`/shipments/${second}/products`, { voucher: 'firstship' }),
        await put('/shipments/voucher', { references: [second], voucher: 'FIRSTSHIP' }),
      ]) {
        expect(refused.statusCode).toBe(422);
        expect(refused.json().messages[0]).toMatchObject({
          field: 'voucher',
          message: 'voucher.error.used-up',
        });
      }
      // The draft that still holds the code is shown, and would be charged, without the discount.
      const after = await price([second]);
      expect(after.shipmentsPriceDetails[0].selection.voucher).toBeNull();
      expect(after.totalPrice.totalPrice).toBeGreaterThan(full);
    });

    it('5 parallel orders for a code with 2 uses per client: 2 are bought with it, 3 refused and not charged', async () => {
      await app.database.query(
        `INSERT INTO vouchers (code, kind, amount, service_ids, max_uses_per_client) VALUES ('TWICE', 'PERCENTAGE', 30, NULL, 2)`,
      );
      const { account, references, put, price } = await clientWithDrafts(5);
      for (const reference of references)
        expect((await put(`/shipments/${reference}/products`, { voucher: 'TWICE' })).statusCode).toBe(200);
      const discounted = (await price([references[0]!])).totalPrice.totalPrice;
      const before = (await chargesOf(app, account.clientId)).length;

      // Each order is approved by the bank for the discounted price shown, then all are sent at once.
      const nonces = await Promise.all(references.map(() => cardNonce(app, account, { amount: discounted })));
      const responses = await Promise.all(
        references.map((reference, index) =>
          placeOrder(
            app,
            account,
            orderPayload([reference], { method: 'creditcard3dsecure', nonce: nonces[index] }),
          ),
        ),
      );
      const bought = responses.filter((response) => response.statusCode === 201);
      const refused = responses.filter((response) => response.statusCode !== 201);
      expect(bought).toHaveLength(2);
      for (const response of bought) expect(response.json().totalAmount).toBe(discounted);
      expect(refused).toHaveLength(3);
      // Refused under the voucher's lock, or (priced after the last use went) at a price the bank
      // did not approve: never charged another price.
      for (const response of refused)
        expect(['voucher.error.used-up', 'payment.error.amount-mismatch']).toContain(
          response.json().messages[0].message,
        );
      const charges = await chargesOf(app, account.clientId);
      expect(charges.slice(before).map((charge) => charge.amount)).toEqual([discounted, discounted]);
      const uses = await app.database.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM voucher_uses WHERE voucher_code = 'TWICE' AND client_id = $1`,
        [account.clientId],
      );
      expect(uses[0]!.count).toBe('2');
    });

    it('gives the use back when the card is declined', async () => {
      const { references, put, pay } = await clientWithDrafts(2);
      const [first, second] = references as [string, string];
      expect((await put(`/shipments/${first}/products`, { voucher: 'FIRSTSHIP' })).statusCode).toBe(200);
      const declined = await pay([first], { card: CARDS.declined });
      expect(declined.statusCode).toBe(402);
      const again = await put(`/shipments/${second}/products`, { voucher: 'FIRSTSHIP' });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().selection.voucher).toBe('FIRSTSHIP');
    });

    it('gives the use back when the shipment bought with it is canceled and refunded', async () => {
      const { account, references, put, pay } = await clientWithDrafts(2);
      const [first, second] = references as [string, string];
      expect((await put(`/shipments/${first}/products`, { voucher: 'FIRSTSHIP' })).statusCode).toBe(200);
      expect((await pay([first])).statusCode).toBe(201);
      await drainJobs(app);
      expect((await put(`/shipments/${second}/products`, { voucher: 'FIRSTSHIP' })).statusCode).toBe(422);
      const cancel = await app.inject({
        method: 'POST',
        url: `/api/v1/shipments/${first}/cancel`,
        headers: account.headers,
        payload: { reason: 'WRONG_ADDRESS' },
      });
      expect(cancel.statusCode, cancel.body).toBeLessThan(300);
      await drainJobs(app, { includeDelayed: true });
      await drainJobs(app, { includeDelayed: true });
      expect(await stateOf(app, account, first)).toBe('CANCELED');
      const again = await put(`/shipments/${second}/products`, { voucher: 'FIRSTSHIP' });
      expect(again.statusCode, again.body).toBe(200);
    });
  });
});
