import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestApiKey, signUp } from '../helpers/clients.ts';
import { orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { chargesOf, simpleNonce } from '../payments/payment-helpers.ts';
import { madrid, paris, readyShipment } from './shipment-fixtures.ts';

const milano = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  phone: '+39 02 1234 5678',
  email: 'giulia@example.it',
  street1: 'Via Torino 21',
  alpha2Code: 'IT',
  zipCode: '20123',
  city: 'Milano',
  state: 'MI',
};
const newYork = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '+1 212 555 0100',
  email: 'ann@example.com',
  street1: '1 Main St',
  alpha2Code: 'US',
  zipCode: '10001',
  city: 'New York',
  state: 'NY',
};

/**
 * One set of address rules, the address book's, on every path that writes a shipment's sender or
 * recipient: a present value the address book refuses is refused on the field with the same key,
 * and an order re-checks what is stored, since it may have been stored before the rules.
 */

type Side = 'from' | 'to';
const BAD_ADDRESSES: [name: string, side: Side, address: object, field: string, message: string][] = [
  [
    'a French postcode of letters',
    'to',
    { ...paris, zipCode: 'ABCDE' },
    'to.zipCode',
    'form.error.postcode-invalid',
  ],
  [
    'a phone with letters',
    'from',
    { ...madrid, phone: '+34 600 ABC 222' },
    'from.phone',
    'form.error.phone-no-letters',
  ],
  [
    'an impossible Spanish postcode',
    'to',
    { ...madrid, zipCode: '53001' },
    'to.zipCode',
    'form.error.postcode-invalid',
  ],
  [
    'an Italian province that does not exist',
    'to',
    { ...milano, state: 'Lombardia' },
    'to.state',
    'form.error.state-invalid',
  ],
];

describe('a shipment address is checked by the address rules wherever it is written', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: seller.headers, ...(payload ? { payload } : {}) });
  const createDraft = async (body: object = readyShipment()) => {
    const response = await call('POST', '/shipments', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { reference: string; state: string; data: Record<string, unknown> };
  };
  const shipment = async (reference: string) => (await call('GET', `/shipments/${reference}`)).json();
  const draftCount = async () =>
    (await call('GET', '/shipments?inbox=ALL&limit=100')).json().pagination.totalElements;
  /** A draft whose address was stored before today's rules: written straight to the table. */
  const storeBypassingRules = async (reference: string, side: Side, address: object) => {
    const column = side === 'from' ? 'from_address' : 'to_address';
    await app.database.query(`UPDATE shipments SET ${column} = $1::jsonb WHERE reference = $2`, [
      JSON.stringify(address),
      reference,
    ]);
  };

  describe.each(BAD_ADDRESSES)('%s', (_name, side, address, field, message) => {
    const fieldError = { messages: [expect.objectContaining({ field, message })] };

    it('is refused by the address book with the same key', async () => {
      const response = await call('POST', '/recipients', { alias: 'Refused', ...address });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toContainEqual(
        expect.objectContaining({ field: field.split('.')[1], message }),
      );
    });

    it('is refused when a draft is created, and no draft is stored', async () => {
      const before = await draftCount();
      const response = await call('POST', '/shipments', readyShipment({ [side]: address }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldError);
      expect(await draftCount()).toBe(before);
    });

    it('is refused through an API key as through a session', async () => {
      const key = await createTestApiKey(app, seller);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/shipments',
        headers: { 'x-api-key': key },
        payload: readyShipment({ [side]: address }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldError);
    });

    it('is refused when a draft is changed (a side panel or checkout save), and the draft keeps its address', async () => {
      const draft = await createDraft();
      const response = await call('PATCH', `/shipments/${draft.reference}`, { [side]: address });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldError);
      expect((await shipment(draft.reference)).data[side]).toEqual(draft.data[side]);
    });

    it('is refused in a bulk edit, and the draft keeps its address', async () => {
      const draft = await createDraft();
      const response = await call('PATCH', '/shipments', {
        shipments: [{ reference: draft.reference, [side]: address }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        messages: [expect.objectContaining({ field: `shipments.0.${field}`, message })],
      });
      expect((await shipment(draft.reference)).data[side]).toEqual(draft.data[side]);
    });

    it('stored before the rules, it stops the order with 422 naming the shipment and the field, and nothing is charged', async () => {
      const draft = await createDraft();
      await storeBypassingRules(draft.reference, side, address);
      expect((await shipment(draft.reference)).state).toBe('READY_TO_PURCHASE');
      const chargedBefore = (await chargesOf(app, seller.clientId)).length;

      const response = await placeOrder(
        app,
        seller,
        orderPayload([draft.reference], {
          method: 'bancontact',
          nonce: await simpleNonce(app, seller, 'bancontact'),
        }),
      );

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        messages: [
          expect.objectContaining({
            error_code: 'InvalidFormatField',
            message,
            field,
            reference: draft.reference,
          }),
        ],
      });
      expect(await chargesOf(app, seller.clientId)).toHaveLength(chargedBefore);
      expect((await shipment(draft.reference)).state).toBe('READY_TO_PURCHASE');
      // The bulk panel's payable check says the same before anyone tries to pay.
      const payable = await call('GET', `/shipments/payable?references=${draft.reference}`);
      expect(payable.json().notPayable).toEqual([
        { reference: draft.reference, error_code: 'InvalidFormatField', message, field },
      ]);
    });
  });

  it('a draft may still lack fields, but a value it holds must be valid', async () => {
    const partial = await createDraft({ to: { alpha2Code: 'FR', firstName: 'Luc' } });
    expect(partial.state).toBe('AWAITING_COMPLETION');
    expect(partial.data.to).toEqual({ alpha2Code: 'FR', firstName: 'Luc' });

    const refused = await call('PATCH', `/shipments/${partial.reference}`, {
      to: { alpha2Code: 'FR', firstName: 'Luc', zipCode: 'ABCDE' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      messages: [expect.objectContaining({ field: 'to.zipCode', message: 'form.error.postcode-invalid' })],
    });

    const completed = await call('PATCH', `/shipments/${partial.reference}`, {
      to: { ...paris, zipCode: '75 001' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    // Stored as the address book stores it: the postcode in its usual form.
    expect(completed.json().data.to.zipCode).toBe('75001');
  });

  it('a state or province is required where carriers need one: the address book refuses an address without, a draft waits for it', async () => {
    const { state: _state, ...withoutState } = newYork;
    const refused = await call('POST', '/recipients', { alias: 'No state', ...withoutState });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([
      expect.objectContaining({
        field: 'state',
        message: 'form.error.required',
      }),
    ]);
    const saved = await call('POST', '/recipients', { alias: 'New York', ...newYork, state: 'new york' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().state).toBe('NY');

    const draft = await createDraft(readyShipment({ to: { ...milano, state: undefined } }));
    expect(draft.state).toBe('AWAITING_COMPLETION');
    const completed = await call('PATCH', `/shipments/${draft.reference}`, {
      to: { ...milano, state: 'Milano' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data.to.state).toBe('MI');
  });

  it('a city is required where the country writes one: the address book refuses an address without, a draft waits for it, Singapore needs none', async () => {
    const refused = await call('POST', '/recipients', { alias: 'No city', ...paris, city: '  ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([
      expect.objectContaining({ field: 'city', message: 'form.error.required' }),
    ]);
    const warehouse = await call('POST', '/warehouses', { alias: 'No city', ...madrid, city: '' });
    expect(warehouse.statusCode).toBe(400);
    expect(warehouse.json().messages).toEqual([
      expect.objectContaining({ field: 'city', message: 'form.error.required' }),
    ]);

    const singapore = {
      ...paris,
      street1: '1 Raffles Place',
      alpha2Code: 'SG',
      zipCode: '048616',
      city: '',
      phone: '+65 6123 4567',
    };
    const saved = await call('POST', '/recipients', { alias: 'Singapore', ...singapore });
    expect(saved.statusCode, saved.body).toBe(201);

    const draft = await createDraft(readyShipment({ to: { ...paris, city: undefined } }));
    expect(draft.state).toBe('AWAITING_COMPLETION');
    const completed = await call('PATCH', `/shipments/${draft.reference}`, { to: paris });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().state).toBe('READY_TO_PURCHASE');
  });

  it('an address saved without a state before the rule still reads', async () => {
    const saved = await call('POST', '/recipients', { alias: 'Saved before', ...newYork });
    await app.database.query('UPDATE recipient_addresses SET state = NULL WHERE id = $1', [saved.json().id]);
    const read = await call('GET', '/recipients');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().content).toContainEqual(
      expect.objectContaining({ alias: 'Saved before', alpha2Code: 'US', state: null }),
    );
  });

  it('a bulk edit may change a draft address to a valid one', async () => {
    const draft = await createDraft();
    const lyon = { ...paris, street1: '1 Place Bellecour', zipCode: '69001', city: 'Lyon' };
    const response = await call('PATCH', '/shipments', {
      shipments: [{ reference: draft.reference, to: lyon }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().shipmentsFailed).toEqual([]);
    expect((await shipment(draft.reference)).data.to).toMatchObject({ zipCode: '69001', city: 'Lyon' });
  });

  it('an order of several drafts buys the valid ones and reports the one stored invalid with its field', async () => {
    const valid = await createDraft();
    const invalid = await createDraft();
    await storeBypassingRules(invalid.reference, 'to', { ...paris, zipCode: 'ABCDE' });
    const chargedBefore = (await chargesOf(app, seller.clientId)).length;

    const response = await placeOrder(
      app,
      seller,
      orderPayload([valid.reference, invalid.reference], {
        method: 'bancontact',
        nonce: await simpleNonce(app, seller, 'bancontact'),
      }),
    );

    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order.shipments).toEqual([
      { reference: valid.reference, status: true },
      {
        reference: invalid.reference,
        status: false,
        error_code: 'InvalidFormatField',
        message: 'form.error.postcode-invalid',
        field: 'to.zipCode',
      },
    ]);
    const charges = (await chargesOf(app, seller.clientId)).slice(chargedBefore);
    expect(charges.map((charge) => charge.amount)).toEqual([order.totalAmount]);
    expect((await shipment(invalid.reference)).state).toBe('READY_TO_PURCHASE');
  });

  it('a duplicate of a shipment stored with an invalid value leaves that value out for the seller to give again', async () => {
    const draft = await createDraft();
    await storeBypassingRules(draft.reference, 'to', { ...paris, zipCode: 'ABCDE' });
    const copied = await call('POST', `/shipments/${draft.reference}/duplicate`);
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = await shipment(copied.json().reference);
    const { zipCode: _refused, ...rest } = paris;
    expect(copy.data.to).toEqual(rest);
    expect(copy.state).toBe('AWAITING_COMPLETION');
    expect(copy.step).toBe('SEARCH_INFO');
  });
});
