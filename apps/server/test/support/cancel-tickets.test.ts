import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling, stateOf } from '../orders/order-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';

/** Two shipments bought in one order by card, their labels made; answers the references and the order. */
const buyTwo = async (app: FastifyInstance, seller: SignedUp) => {
  await saveBilling(app, seller);
  const references = [await createReadyShipment(app, seller), await createReadyShipment(app, seller)];
  const placed = await placeOrder(
    app,
    seller,
    orderPayload(references, {
      method: 'creditcard3dsecure',
      nonce: await cardNonceFor(app, seller, references),
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  await drainJobs(app);
  return { references, orderReference: placed.json().orderReference as string };
};

describe('support: a cancel ticket cancels its shipment', async () => {
  const app = await buildTestApp();

  it('asks the carrier to cancel, and once it confirms the shipment is canceled, refunded and the ticket solved', async () => {
    const seller = await signUp(app);
    const call = api(app, seller);
    const { references, orderReference } = await buyTwo(app, seller);
    const [kept, cancelled] = references as [string, string];
    const lineAmount = (await call.get(`/orders/${orderReference}`))
      .json()
      .shipments.find((line: { shipmentReference: string }) => line.shipmentReference === cancelled).amount;

    const created = await call.post('/support/tickets', {
      type: 'CANCEL',
      shipmentReference: cancelled,
      reason: 'DUPLICATE',
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticketUrl = `/support/tickets/${created.json().id}`;
    expect((await call.get(ticketUrl)).json()).toMatchObject({ status: 'NEW', cancellation: 'REQUESTED' });
    expect(await stateOf(app, seller, cancelled)).toBe('CANCEL_REQUESTED');
    const [recorded] = await app.database.query<{ reason: string }>(
      'SELECT cancel_reason AS reason FROM shipments WHERE reference = $1',
      [cancelled],
    );
    expect(recorded?.reason).toBe('DUPLICATED');

    // The carrier confirms after a while; the refund follows.
    await drainJobs(app, { includeDelayed: true });
    await drainJobs(app, { includeDelayed: true });
    expect(await stateOf(app, seller, cancelled)).toBe('CANCELED');
    expect(await stateOf(app, seller, kept)).toBe('READY_TO_PRINT');
    expect((await call.get(`/orders/${orderReference}`)).json().refundedAmount).toBe(lineAmount);
    expect((await call.get(ticketUrl)).json()).toMatchObject({ status: 'SOLVED', cancellation: 'CANCELED' });

    // Nothing left to cancel: a new ticket says why and changes nothing.
    const again = await call.post('/support/tickets', {
      type: 'CANCEL',
      shipmentReference: cancelled,
      reason: 'OTHER',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].message).toBe('support.error.already-canceled-shipment');
  });

  it('stores no ticket and leaves the shipment as it was when it can no longer be cancelled', async () => {
    const seller = await signUp(app);
    const call = api(app, seller);
    const { references } = await buyTwo(app, seller);
    const [delivered] = references as [string, string];
    await app.database.query("UPDATE shipments SET state = 'DELIVERED' WHERE reference = $1", [delivered]);
    const refused = await call.post('/support/tickets', {
      type: 'CANCEL',
      shipmentReference: delivered,
      reason: 'NO_LONGER_NEEDED',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0]).toMatchObject({
      error_code: 'SHIPMENT_NOT_CANCELABLE',
      message: 'support.error.not-cancellable',
    });
    expect(await stateOf(app, seller, delivered)).toBe('DELIVERED');
    expect((await call.get('/support/tickets')).json().items).toEqual([]);
    await drainJobs(app, { includeDelayed: true });
    expect(await stateOf(app, seller, delivered)).toBe('DELIVERED');
  });

  it('marks tickets of other types as carrying out no cancellation', async () => {
    const seller = await signUp(app);
    const created = await api(app, seller).post('/support/tickets', { type: 'OTHER', reason: 'Hello' });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = (await api(app, seller).get(`/support/tickets/${created.json().id}`)).json();
    expect(ticket.cancellation).toBeNull();
  });
});
