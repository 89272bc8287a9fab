import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { london, orderPayload, placeOrder, saveBilling, upsExpressSaver } from './../orders/order-helpers.ts';
import { simpleNonce } from '../payments/payment-helpers.ts';
import { api, createReadyShipment, glsEuro } from '../pricing/pricing-fixtures.ts';
import { paris } from '../shipments/shipment-fixtures.ts';
import { twoBooks } from './customs-fixtures.ts';

/** UPS Standard takes the customs documents on paper, in a pouch on the parcel (not paperless). */
const upsStandard = {
  ...upsExpressSaver,
  id: 'ups-standard',
  name: 'Standard',
};

describe('an order buys a shipment crossing a customs border only with its customs invoice', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = api(app, seller);
  const bancontact = () => simpleNonce(app, seller, 'bancontact');
  const toLondon = (service: typeof upsExpressSaver) =>
    createReadyShipment(app, seller, { to: london, service, content: { description: 'Books', value: 4000 } });
  const pay = async (references: string[]) =>
    placeOrder(
      app,
      seller,
      orderPayload(
        references,
        { method: 'bancontact', nonce: await bancontact() },
        { carriersTermsAndConditions: true },
      ),
    );

  it.each([
    ['paper customs', upsStandard],
    ['paperless customs', upsExpressSaver],
  ])(
    'refuses a shipment on a service with %s and no customs invoice, naming it (422)',
    async (_name, service) => {
      const reference = await toLondon(service);
      const response = await pay([reference]);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().messages).toEqual([
        expect.objectContaining({
          error_code: 'MissingCustomsDocument',
          message: 'payment.error.customs',
          reference,
        }),
      ]);
    },
  );

  it('buys it once its customs invoice is completed', async () => {
    const reference = await toLondon(upsStandard);
    const saved = await call.post('/customs-invoices', { shipmentReference: reference, items: [twoBooks] });
    expect(saved.statusCode, saved.body).toBe(201);
    const response = await pay([reference]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().shipments).toEqual([{ reference, status: true }]);
  });

  it('in a bulk order: lists it as not payable and buys the others without it', async () => {
    const abroad = await toLondon(upsStandard);
    const inside = await createReadyShipment(app, seller, { to: paris, service: glsEuro });

    const payable = await call.get(`/shipments/payable?references=${abroad},${inside}`);
    expect(payable.statusCode, payable.body).toBe(200);
    expect(payable.json().payable.map((s: { reference: string }) => s.reference)).toEqual([inside]);
    expect(payable.json().notPayable).toEqual([
      { reference: abroad, error_code: 'MissingCustomsDocument', message: 'payment.error.customs' },
    ]);

    const response = await pay([abroad, inside]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().shipments).toEqual(
      expect.arrayContaining([
        { reference: inside, status: true },
        {
          reference: abroad,
          status: false,
          error_code: 'MissingCustomsDocument',
          message: 'payment.error.customs',
        },
      ]),
    );
    expect((await call.get(`/shipments/${abroad}`)).json().state).toBe('READY_TO_PURCHASE');
  });

  it('lists a shipment whose customs invoice is a draft as not payable', async () => {
    const reference = await toLondon(upsStandard);
    await call.post('/customs-invoices', { shipmentReference: reference, items: [twoBooks], isDraft: true });
    expect((await call.get(`/shipments/payable?references=${reference}`)).json().notPayable).toEqual([
      { reference, error_code: 'CustomsNotOnCompletedStatus', message: 'payment.error.customs' },
    ]);
  });
});
