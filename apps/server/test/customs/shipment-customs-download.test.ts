import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';
import { london, upsExpressSaver } from '../orders/order-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';

const item = {
  description: 'Novels',
  quantity: 2,
  unitValue: 1500,
  weight: 0.4,
  originCountry: 'ES',
  hsCode: '490199',
};

describe("a shipment's customs invoice download", async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const call = api(app, seller);
  const customsShipment = () => createReadyShipment(app, seller, { to: london, service: upsExpressSaver });

  it('answers the invoice attached to the shipment with a link that downloads its PDF', async () => {
    const reference = await customsShipment();
    const saved = (
      await call.post('/customs-invoices', { shipmentReference: reference, items: [item] })
    ).json();
    const response = await call.get(`/shipments/${reference}/customs-invoice`);
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json();
    expect(invoice).toMatchObject({ id: saved.id, status: 'COMPLETED', totalValue: 3000 });
    const pdf = await app.inject({ method: 'GET', url: invoice.pdfUrl, headers: seller.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('attachment');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await expectNotFoundForOtherClient(app, {
      method: 'GET',
      url: `/api/v1/shipments/${reference}/customs-invoice`,
    });
  });

  it('answers the newest invoice after the seller saved the customs again', async () => {
    const reference = await customsShipment();
    await call.post('/customs-invoices', { shipmentReference: reference, items: [item] });
    const second = (
      await call.post('/customs-invoices', {
        shipmentReference: reference,
        items: [{ ...item, quantity: 5 }],
      })
    ).json();
    expect((await call.get(`/shipments/${reference}/customs-invoice`)).json()).toMatchObject({
      id: second.id,
      totalValue: 7500,
    });
  });

  it('answers 404 when there is no document to download: no invoice, or only a draft', async () => {
    const withoutInvoice = await customsShipment();
    const none = await call.get(`/shipments/${withoutInvoice}/customs-invoice`);
    expect(none.statusCode).toBe(404);
    expect(none.json().messages[0]).toMatchObject({ error_code: 'NotFound' });

    const withDraft = await customsShipment();
    await call.post('/customs-invoices', { shipmentReference: withDraft, items: [item], isDraft: true });
    expect((await call.get(`/shipments/${withDraft}/customs-invoice`)).statusCode).toBe(404);

    const unknown = await call.get('/shipments/SD00NOPE0000/customs-invoice');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages[0].message).toBe('shipment.error.not-found');
  });
});
