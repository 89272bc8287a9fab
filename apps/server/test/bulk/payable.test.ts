import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { glsEuro } from '../pricing/pricing-fixtures.ts';
import { paris } from '../shipments/shipment-fixtures.ts';
import { bulkApi, holdInPendingOrder, markBought, notFoundFailure } from './bulk-fixtures.ts';

describe('GET /shipments/payable (pay from draft)', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const other = await signUp(app);
  const call = bulkApi(app, seller);
  const otherCall = bulkApi(app, other);
  // Drafts on a route their service is sold on, so that only the state decides.
  const priced = { service: glsEuro, to: paris };

  it('lists drafts ready to purchase as payable and says why the others are not', async () => {
    const ready = await call.draft(priced);
    const awaiting = await call.draft({ ...priced, content: { description: 'Books' } });
    const bought = await call.draft(priced);
    await markBought(app, bought);
    const theirs = await otherCall.draft(priced);

    const response = await call.get(
      `/shipments/payable?references=${[ready, awaiting, bought, theirs].join(',')}`,
    );

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.payable).toEqual([await call.shipment(ready)]);
    expect(body.notPayable).toEqual([
      {
        reference: awaiting,
        error_code: 'InvalidPayload',
        message: 'order.error.shipment-not-ready',
        field: 'content.value',
      },
      {
        reference: bought,
        error_code: 'ShipmentAlreadyPayed',
        message: 'payment.error.shipment-already-paid',
      },
      notFoundFailure(theirs),
    ]);
    // The other client's draft is still theirs to pay.
    const asOwner = (await otherCall.get(`/shipments/payable?references=${theirs}`)).json();
    expect(asOwner.payable.map((s: { reference: string }) => s.reference)).toEqual([theirs]);
  });

  it('a ready draft whose service the carrier no longer sells on its route is not payable, and says so', async () => {
    const withdrawn = await call.draft({
      service: { id: 'seur-48' },
      to: paris,
    });
    const ready = await call.draft(priced);

    const body = (await call.get(`/shipments/payable?references=${withdrawn},${ready}`)).json();

    expect(body.payable.map((s: { reference: string }) => s.reference)).toEqual([ready]);
    expect(body.notPayable).toEqual([
      { reference: withdrawn, error_code: expect.any(String), message: 'carrier.error.service-not-offered' },
    ]);
    // The order refuses it alike, so the payment never offers what it cannot buy.
    expect((await call.post('/shipments/price', { references: [withdrawn] })).statusCode).toBe(422);
  });

  it('a draft held by an order whose payment is still in flight is not payable again', async () => {
    const held = await call.draft(priced);
    const free = await call.draft(priced);
    await holdInPendingOrder(app, held);

    const body = (await call.get(`/shipments/payable?references=${held},${free}`)).json();

    expect(body.payable.map((s: { reference: string }) => s.reference)).toEqual([free]);
    expect(body.notPayable).toEqual([
      {
        reference: held,
        error_code: 'RequestAlreadyReceived',
        message: 'payment.error.request-already-received',
      },
    ]);
  });

  it('answers each reference once, and refuses an empty or oversized list', async () => {
    const ready = await call.draft(priced);
    const twice = (await call.get(`/shipments/payable?references=${ready},${ready}`)).json();
    expect(twice.payable).toHaveLength(1);

    const empty = await call.get('/shipments/payable?references=');
    expect(empty.statusCode).toBe(400);
    const tooMany = await call.get(
      `/shipments/payable?references=${Array.from({ length: 501 }, (_, i) => `SD-${i}`).join(',')}`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().messages[0].error_code).toBe('MaxSizeExceededField');
  });
});
