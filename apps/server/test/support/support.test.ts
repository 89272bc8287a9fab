import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, type SignedUp, signUp } from '../helpers/clients.ts';
import { readyShipment } from '../shipments/shipment-fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const DAY_MS = 24 * 60 * 60 * 1000;

const supportApi = (app: FastifyInstance, who: SignedUp) => {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    call,
    upload: async (bytes: Buffer, fileName = 'proof.pdf') => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/support/attachments',
        headers: { ...who.headers, 'content-type': 'application/octet-stream', 'x-file-name': fileName },
        payload: bytes,
      });
      return response;
    },
    create: (payload: object) => call('POST', '/support/tickets', payload),
    list: async (query = '') => (await call('GET', `/support/tickets${query}`)).json(),
  };
};

/** A draft shipment of the caller, optionally moved to a state as the order flow would. */
const shipmentOf = async (app: FastifyInstance, who: SignedUp, state?: string, orderedDaysAgo = 0) => {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/shipments',
    headers: who.headers,
    payload: readyShipment(),
  });
  const { reference } = created.json() as { reference: string };
  if (state)
    await app.database.query(
      "UPDATE shipments SET state = $2, order_date = now() - make_interval(days => $3), step = 'PURCHASED' WHERE reference = $1",
      [reference, state, orderedDaysAgo],
    );
  return reference;
};

const weekdayFromTomorrow = () => {
  let day = new Date(Date.now() + DAY_MS);
  while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + DAY_MS);
  return day.toISOString().slice(0, 10);
};
const nextSaturday = () => {
  let day = new Date(Date.now() + DAY_MS);
  while (day.getUTCDay() !== 6) day = new Date(day.getTime() + DAY_MS);
  return day.toISOString().slice(0, 10);
};

describe('support centre', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const api = supportApi(app, seller);

  const damageClaim = async (reference: string, paymentMethod: object, locale?: string) => {
    const ids = await Promise.all(
      [PDF, PNG, PNG, PNG].map(async (bytes) => (await api.upload(bytes)).json().id),
    );
    return api.create({
      type: 'DAMAGE',
      shipmentReference: reference,
      reason: 'Box crushed',
      productDescription: 'Ceramic vase',
      amount: { currency: 'EUR', value: 42.5 },
      paymentMethod,
      proofOfValue: ids[0],
      proofOfDamageGoods: ids[1],
      proofOfDamageExternalPackaging: ids[2],
      proofOfDamageInternalPackaging: ids[3],
      ...(locale ? { locale } : {}),
    });
  };
  const iban = {
    type: 'BANK',
    data: { accountHolder: 'Ada Seller', iban: 'ES91 2100 0418 4502 0005 1332', code: 'CAIXESBB' },
  };

  it('opens an other ticket, lists it as open and shows the reason as the first chat message, sanitised', async () => {
    const created = await api.create({
      type: 'OTHER',
      reason: 'Hello\n<script>alert(1)</script><b>there</b>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, externalReference } = created.json();
    expect(externalReference).toMatch(/^T-[A-Z2-9]{8}$/);
    const page = await api.list('?statusGroup=open');
    expect(page.items.map((t: { id: string }) => t.id)).toContain(id);
    const messages = (await api.call('GET', `/support/tickets/${id}/messages`)).json().messages;
    expect(messages).toEqual([
      expect.objectContaining({ author: { isAgent: false }, htmlBody: 'Hello<br /><b>there</b>' }),
    ]);
  });

  it('returns 404 when the ticket belongs to another client', async () => {
    const { id } = (await api.create({ type: 'BILLING', reason: 'Invoice' })).json();
    await expectNotFoundForOtherClient(app, { method: 'GET', url: `/api/v1/support/tickets/${id}` });
    await expectNotFoundForOtherClient(app, {
      method: 'POST',
      url: `/api/v1/support/tickets/${id}/messages`,
      payload: { htmlBody: 'hi' },
    });
  });

  it.each([
    ['no reason', { type: 'LABEL', reason: '' }, 'form.error.required'],
    [
      'an unknown shipment',
      { type: 'DELIVERY', reason: 'Late', shipmentReference: 'NOPE123' },
      'support.error.unknown-shipment',
    ],
    [
      'a pickup today',
      { type: 'PICKUP', collectionDate: new Date().toISOString().slice(0, 10) },
      'support.error.collection-date',
    ],
    [
      'a pickup on a Saturday',
      { type: 'PICKUP', collectionDate: nextSaturday() },
      'support.error.collection-date',
    ],
  ])('refuses %s with a message key', async (_name, payload, messageKey) => {
    const reference = await shipmentOf(app, seller);
    const response = await api.create({ shipmentReference: reference, ...payload });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().messages[0].message).toBe(messageKey);
  });

  it('books a pickup on a weekday from tomorrow', async () => {
    const reference = await shipmentOf(app, seller, 'READY_TO_PRINT');
    const response = await api.create({
      type: 'PICKUP',
      shipmentReference: reference,
      collectionDate: weekdayFromTomorrow(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const ticket = (await api.call('GET', `/support/tickets/${response.json().id}`)).json();
    expect(ticket).toMatchObject({
      type: 'PICKUP',
      collectionDate: weekdayFromTomorrow(),
      shipmentReference: reference,
    });
  });

  it('blocks a second open ticket of the same type for a shipment, naming the first', async () => {
    const reference = await shipmentOf(app, seller);
    const first = await api.create({ type: 'DELIVERY', shipmentReference: reference, reason: 'Late' });
    const existing = await api.call(
      'GET',
      `/support/tickets/existing?shipmentReference=${reference}&type=DELIVERY`,
    );
    expect(existing.json()).toEqual({ ticket: { id: first.json().id, status: 'NEW' } });
    const second = await api.create({ type: 'DELIVERY', shipmentReference: reference, reason: 'Still late' });
    expect(second.statusCode).toBe(409);
    expect(second.json().messages[0].error_code).toBe('TICKET_ALREADY_CREATED');
    expect(
      (await api.create({ type: 'LABEL', shipmentReference: reference, reason: 'Blurry' })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['a purchased shipment', 'READY_TO_PRINT', 0, 201, null],
    ['a cancel already requested', 'CANCEL_REQUESTED', 0, 409, 'CANCEL_ALREADY_REQUESTED'],
    ['a delivered shipment', 'DELIVERED', 0, 409, 'SHIPMENT_NOT_CANCELABLE'],
    ['a purchase older than the limit', 'READY_TO_PRINT', 20, 409, 'SHIPMENT_CANCELLATION_DEADLINE_REACHED'],
  ])('a cancel ticket for %s answers %s', async (_name, state, daysAgo, status, code) => {
    const reference = await shipmentOf(app, seller, state, daysAgo);
    const response = await api.create({ type: 'CANCEL', shipmentReference: reference, reason: 'DUPLICATE' });
    expect(response.statusCode, response.body).toBe(status);
    if (code) expect(response.json().messages[0].error_code).toBe(code);
  });

  it.each([
    [
      'a bad IBAN',
      { ...iban, data: { ...iban.data, iban: 'ES9121000418450200051333' } },
      undefined,
      'support.error.iban-invalid',
    ],
    [
      'a bad BIC',
      { ...iban, data: { ...iban.data, code: '12345678' } },
      undefined,
      'support.error.bic-invalid',
    ],
    ['an IBAN on the en-GB form', iban, 'en-GB', 'support.error.account-number-invalid'],
    [
      'a PayPal account that is not an e-mail',
      { type: 'PAYPAL', data: { account: 'ada' } },
      undefined,
      'form.error.email-invalid',
    ],
  ])('refuses a damage claim with %s', async (_name, payment, locale, messageKey) => {
    const reference = await shipmentOf(app, seller, 'DELIVERED');
    const response = await damageClaim(reference, payment, locale);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0].message).toBe(messageKey);
  });

  it('takes a damage claim with a UK account number and sort code on the en-GB form', async () => {
    const reference = await shipmentOf(app, seller, 'DELIVERED');
    const uk = { type: 'BANK', data: { accountHolder: 'Ada', iban: '12345678', code: '12-34-56' } };
    expect((await damageClaim(reference, uk, 'en-GB')).statusCode).toBe(201);
  });

  it('refuses a claim whose amount is not a positive number, and proofs that are not the caller uploads', async () => {
    const reference = await shipmentOf(app, seller, 'DELIVERED');
    const proof = (await api.upload(PDF)).json().id;
    const base = {
      type: 'LOSS',
      shipmentReference: reference,
      reason: 'Lost',
      productDescription: 'Book',
      paymentMethod: iban,
    };
    const negative = await api.create({
      ...base,
      proofOfValue: proof,
      amount: { currency: 'EUR', value: -1 },
    });
    expect(negative.json().messages[0].message).toBe('support.error.claim-amount-not-a-number');
    const theirs = (await supportApi(app, await signUp(app)).upload(PDF)).json().id;
    const stolen = await api.create({
      ...base,
      proofOfValue: theirs,
      amount: { currency: 'EUR', value: 10 },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().messages[0].message).toBe('support.error.attachment-error');
  });

  it('takes attachments by their bytes, not their name, up to 10 MB', async () => {
    expect((await api.upload(PDF, 'proof.pdf')).statusCode).toBe(201);
    expect((await api.upload(PNG, 'photo.txt')).json()).toMatchObject({ fileName: 'photo.txt' });
    const text = await api.upload(Buffer.from('just text'), 'fake.pdf');
    expect(text.statusCode).toBe(400);
    expect(text.json().messages[0].message).toBe('support.error.attachment-type');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await api.upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().messages[0].message).toBe('support.error.attachment-size');
  });

  it('filters by shipment reference part, status group and type, 10 a page', async () => {
    const other = await signUp(app);
    const otherApi = supportApi(app, other);
    const reference = await shipmentOf(app, other);
    await otherApi.create({ type: 'LABEL', shipmentReference: reference, reason: 'x' });
    for (let i = 0; i < 11; i += 1) await otherApi.create({ type: 'OTHER', reason: `n${i}` });
    const firstPage = await otherApi.list();
    expect(firstPage.pagination).toEqual({ currentPage: 1, totalPages: 2, totalElements: 12 });
    expect(firstPage.items).toHaveLength(10);
    expect(
      (await otherApi.list(`?shipmentReference=${reference.slice(2, 8).toLowerCase()}`)).items,
    ).toHaveLength(1);
    expect((await otherApi.list('?type=LABEL')).items).toHaveLength(1);
    expect((await otherApi.list('?statusGroup=solved')).items).toHaveLength(0);
  });

  it('lets staff answer, move statuses and approve a damage claim, which refunds the seller in Billing', async () => {
    const reference = await shipmentOf(app, seller, 'DELIVERED');
    const claim = await damageClaim(reference, iban);
    expect(claim.statusCode, claim.body).toBe(201);
    const { id, externalReference } = claim.json();

    const agent = await signUp(app);
    const agentApi = supportApi(app, agent);
    expect((await agentApi.call('GET', '/support/staff/tickets')).statusCode).toBe(403);
    expect((await agentApi.call('POST', '/support/staff/self')).statusCode).toBe(204);
    expect((await agentApi.call('GET', '/support/user')).json()).toMatchObject({ isStaff: true });

    const staffView = (await agentApi.call('GET', `/support/staff/tickets/${id}`)).json();
    expect(staffView.ticket).toMatchObject({
      clientId: seller.clientId,
      amount: { value: 42.5, currency: 'EUR' },
      paymentMethod: { type: 'BANK' },
    });
    const proof = await app.inject({
      method: 'GET',
      url: staffView.ticket.attachments.proofOfValue.url,
      headers: agent.headers,
    });
    expect(proof.headers['content-type']).toBe('application/pdf');

    expect(
      (await agentApi.call('POST', `/support/staff/tickets/${id}/messages`, { htmlBody: 'We are on it' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await agentApi.call('PATCH', `/support/staff/tickets/${id}`, { status: 'AWAITING_INFORMATION' }))
        .statusCode,
    ).toBe(204);
    expect((await api.list('?statusGroup=awaiting')).items.map((t: { id: string }) => t.id)).toContain(id);
    // The seller's answer reopens it.
    expect(
      (await api.call('POST', `/support/tickets/${id}/messages`, { htmlBody: 'Photos attached' })).statusCode,
    ).toBe(201);
    expect((await api.call('GET', `/support/tickets/${id}`)).json().status).toBe('OPEN');

    const decided = await agentApi.call('POST', `/support/staff/tickets/${id}/decision`, {
      isApproved: true,
    });
    expect(decided.statusCode, decided.body).toBe(204);
    const again = await agentApi.call('POST', `/support/staff/tickets/${id}/decision`, { isApproved: true });
    expect(again.statusCode).toBe(409);

    const ticket = (await api.call('GET', `/support/tickets/${id}`)).json();
    expect(ticket).toMatchObject({ status: 'SOLVED', decision: { isApproved: true, refundedAmount: 4250 } });
    const closed = await api.call('POST', `/support/tickets/${id}/messages`, { htmlBody: 'Thanks' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().messages[0].message).toBe('support.error.ticket-closed');

    const transactions = (await api.call('GET', '/transactions')).json();
    expect(transactions.items).toContainEqual(
      expect.objectContaining({
        orderReference: externalReference,
        type: 'REFUND',
        totalPrice: -4250,
        currency: 'EUR',
      }),
    );
  });
});
