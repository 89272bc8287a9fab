import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { madrid } from './shipment-fixtures.ts';

const london = {
  firstName: 'Olivia',
  lastName: 'Smith',
  phone: '+447911123456',
  email: 'olivia@example.co.uk',
  street1: '10 Downing Street',
  alpha2Code: 'GB',
  zipCode: 'SW1A 2AA',
  city: 'London',
};
const manchester = {
  ...london,
  firstName: 'Harry',
  street1: '1 Piccadilly',
  zipCode: 'M1 1AE',
  city: 'Manchester',
};
const edinburgh = {
  ...manchester,
  firstName: 'Isla',
  street1: '1 Princes Street',
  zipCode: 'EH2 2AN',
  city: 'Edinburgh',
};

/** Royal Mail Tracked 48: Great Britain to Great Britain only, up to 20 kg. */
const royalMail48 = {
  id: 'royal-mail-tracked-48',
  carrierId: 'royal-mail',
  carrierName: 'Royal Mail',
  name: 'Tracked 48',
  dropOffOrigin: true,
  dropOffDestination: false,
  customsRequired: false,
};

const britishDraft = {
  from: london,
  to: manchester,
  parcels: [{ height: 10, length: 30, width: 20, weight: 2 }],
  service: royalMail48,
  content: { description: 'Books', value: 3500 },
  step: 'PAYMENT',
};

describe('a draft keeps to its route and to the steps it has reached', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: seller.headers, ...(payload ? { payload } : {}) });
  const createDraft = async (body: object = britishDraft) => {
    const response = await call('POST', '/shipments', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const price = (reference: string) => call('POST', '/shipments/price', { references: [reference] });
  const readyReferences = async () =>
    (await call('GET', '/shipments?inbox=READY_TO_PURCHASE&limit=100'))
      .json()
      .content.map((s: { reference: string }) => s.reference);

  it('a GB→GB draft whose origin moves to Spain loses "ready to purchase", says why, and its price names the reason', async () => {
    const draft = await createDraft();
    expect(draft.state).toBe('READY_TO_PURCHASE');
    expect(draft.data.serviceProblem).toBeNull();

    const moved = await call('PATCH', `/shipments/${draft.reference}`, { from: madrid });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      state: 'AWAITING_COMPLETION',
      actions: { canBePurchased: false },
      data: { serviceProblem: 'carrier.error.service-not-offered', service: { id: 'royal-mail-tracked-48' } },
    });
    expect(await readyReferences()).not.toContain(draft.reference);

    const priced = await price(draft.reference);
    expect(priced.statusCode).toBe(422);
    expect(priced.json().messages[0]).toMatchObject({
      error_code: 'MissingCarrierProduct',
      message: 'carrier.error.service-not-offered',
    });

    const back = await call('PATCH', `/shipments/${draft.reference}`, { from: london });
    expect(back.json()).toMatchObject({ state: 'READY_TO_PURCHASE', data: { serviceProblem: null } });
    expect((await price(draft.reference)).statusCode).toBe(200);
  });

  it('another origin the service serves keeps the draft ready and prices it on the new route', async () => {
    const draft = await createDraft();
    const moved = await call('PATCH', `/shipments/${draft.reference}`, { from: edinburgh });
    expect(moved.json()).toMatchObject({ state: 'READY_TO_PURCHASE', data: { serviceProblem: null } });
    const priced = await price(draft.reference);
    expect(priced.statusCode).toBe(200);
    expect(priced.json().shipmentsPriceDetails[0].serviceId).toBe('royal-mail-tracked-48');
  });

  it('parcels the service cannot take, changed in bulk, leave the draft not ready with the reason', async () => {
    const draft = await createDraft();
    const response = await call('PATCH', '/shipments', {
      shipments: [
        { reference: draft.reference, parcels: [{ height: 10, length: 30, width: 20, weight: 25 }] },
      ],
    });
    expect(response.statusCode).toBe(200);
    const after = (await call('GET', `/shipments/${draft.reference}`)).json();
    expect(after).toMatchObject({
      state: 'AWAITING_COMPLETION',
      data: { serviceProblem: 'carrier.error.service-not-offered' },
    });
  });

  it('a new draft created with a service that does not serve its route is not ready to purchase', async () => {
    const draft = await createDraft({
      ...britishDraft,
      to: { ...manchester, alpha2Code: 'FR', zipCode: '75001' },
    });
    expect(draft).toMatchObject({
      state: 'AWAITING_COMPLETION',
      data: { serviceProblem: 'carrier.error.service-not-offered' },
    });
  });

  it('refuses to mark an unpaid draft purchased, and changes nothing of it', async () => {
    const draft = await createDraft();
    const response = await call('PATCH', `/shipments/${draft.reference}`, {
      step: 'PURCHASED',
      from: edinburgh,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject({
      error_code: 'ValueNotAllowedField',
      field: 'step',
      message: 'shipment.error.step-purchase-only',
    });
    const after = (await call('GET', `/shipments/${draft.reference}`)).json();
    expect(after).toMatchObject({
      step: 'PAYMENT',
      state: 'READY_TO_PURCHASE',
      data: { from: { city: 'London' } },
    });
    expect((await call('POST', '/shipments', { ...britishDraft, step: 'PURCHASED' })).statusCode).toBe(422);
  });

  it.each([
    [
      'the service step without a destination postcode',
      { from: london, to: { alpha2Code: 'GB' } },
      'SERVICE_SELECTION',
    ],
    [
      'the address step without a service',
      { ...britishDraft, service: null, step: undefined },
      'SHIPPING_DETAILS',
    ],
    ['payment without content', { ...britishDraft, content: {}, step: undefined }, 'PAYMENT'],
    [
      'customs without a recipient',
      { ...britishDraft, to: { alpha2Code: 'GB', zipCode: 'M1 1AE' }, step: undefined },
      'CUSTOMS',
    ],
  ])('refuses to move a draft to %s', async (_name, body, step) => {
    const draft = await createDraft(body);
    const response = await call('PATCH', `/shipments/${draft.reference}`, { step });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject({
      field: 'step',
      message: 'shipment.error.step-not-reached',
    });
    expect((await call('GET', `/shipments/${draft.reference}`)).json().step).toBe(draft.step);
    expect((await call('POST', '/shipments', { ...body, step })).statusCode).toBe(422);
  });

  it('moves a draft to a step its fields reach, and back', async () => {
    const draft = await createDraft({
      from: london,
      to: { alpha2Code: 'GB', zipCode: 'M1 1AE' },
      parcels: britishDraft.parcels,
    });
    const toService = await call('PATCH', `/shipments/${draft.reference}`, { step: 'SERVICE_SELECTION' });
    expect(toService.json().step).toBe('SERVICE_SELECTION');
    const toAddress = await call('PATCH', `/shipments/${draft.reference}`, {
      service: royalMail48,
      step: 'SHIPPING_DETAILS',
    });
    expect(toAddress.json().step).toBe('SHIPPING_DETAILS');
    const toPayment = await call('PATCH', `/shipments/${draft.reference}`, {
      to: manchester,
      content: britishDraft.content,
      step: 'PAYMENT',
    });
    expect(toPayment.json()).toMatchObject({ step: 'PAYMENT', state: 'READY_TO_PURCHASE' });
    const backToInfo = await call('PATCH', `/shipments/${draft.reference}`, { step: 'SEARCH_INFO' });
    expect(backToInfo.json().step).toBe('SEARCH_INFO');
  });
});
