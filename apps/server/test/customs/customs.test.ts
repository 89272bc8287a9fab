import { MAX_CUSTOMS_INVOICE_VALUE } from '@shipdeck/domain/customs/customs.schema';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';
import { london, upsExpressSaver } from '../orders/order-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';

const item = {
  description: 'Novels',
  quantity: 3,
  unitValue: 1250,
  weight: 0.4,
  originCountry: 'ES',
  hsCode: '490199',
};

describe('customs invoices', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const call = api(app, seller);

  it('refuses lines worth more in all than an invoice can declare, naming the lines, instead of failing', async () => {
    const reference = await createReadyShipment(app, seller, { to: london, service: upsExpressSaver });
    // 10 000 units at 300 000.00 EUR each: 3 000 000 000.00 EUR, past 21 474 836.47 EUR.
    const tooMuch = await call.post('/customs-invoices', {
      shipmentReference: reference,
      items: [{ ...item, quantity: 10_000, unitValue: 30_000_000 }],
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    expect(tooMuch.json().messages).toContainEqual(
      expect.objectContaining({ field: 'items', message: 'form.error.max-size' }),
    );
    const most = await call.post('/customs-invoices', {
      shipmentReference: reference,
      items: [{ ...item, quantity: 1, unitValue: MAX_CUSTOMS_INVOICE_VALUE }],
    });
    expect(most.statusCode, most.body).toBe(201);
    expect(most.json().totalValue).toBe(MAX_CUSTOMS_INVOICE_VALUE);
  });

  it('saves a completed invoice with purchase or sale by default, with a document to download', async () => {
    const reference = await createReadyShipment(app, seller, { to: london, service: upsExpressSaver });
    const response = await call.post('/customs-invoices', { shipmentReference: reference, items: [item] });
    expect(response.statusCode).toBe(201);
    const invoice = response.json();
    expect(invoice).toMatchObject({
      status: 'COMPLETED',
      category: 'PURCHASE_OR_SALE',
      exportReason: 'PURCHASE_OR_SALE',
      totalValue: 3750,
      isUsed: false,
    });
    const pdf = await app.inject({ method: 'GET', url: invoice.pdfUrl, headers: seller.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call.get(`/customs-invoices/${invoice.id}`)).json().id).toBe(invoice.id);
    await expectNotFoundForOtherClient(app, { method: 'GET', url: `/api/v1/customs-invoices/${invoice.id}` });
  });

  it("keeps the recipient's tax number as typed, its spaces collapsed, and refuses one that cannot be", async () => {
    const reference = await createReadyShipment(app, seller, { to: london, service: upsExpressSaver });
    const saved = await call.post('/customs-invoices', {
      shipmentReference: reference,
      items: [item],
      recipientTaxId: '  CHE-123.456.789   MWST',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().recipientTaxId).toBe('CHE-123.456.789 MWST');
    expect((await call.get(`/customs-invoices/${saved.json().id}`)).json().recipientTaxId).toBe(
      'CHE-123.456.789 MWST',
    );
    const without = await call.post('/customs-invoices', { shipmentReference: reference, items: [item] });
    expect(without.json().recipientTaxId).toBeNull();

    const refused = await call.post('/customs-invoices', {
      shipmentReference: reference,
      items: [item],
      recipientTaxId: 'DE#123',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([
      expect.objectContaining({ field: 'recipientTaxId', message: 'customs.error.recipient-tax-id' }),
    ]);
  });

  it('reads a tariff code copied with dots and spaces as its digits', async () => {
    const reference = await createReadyShipment(app, seller, { to: london, service: upsExpressSaver });
    const saved = await call.post('/customs-invoices', {
      shipmentReference: reference,
      items: [
        { ...item, hsCode: '4901.99' },
        { ...item, description: 'Mugs', hsCode: '6912 00 10' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const stored = (await call.get(`/customs-invoices/${saved.json().id}`)).json();
    expect(stored.items.map((line: { hsCode: string }) => line.hsCode)).toEqual(['490199', '69120010']);
  });

  it('keeps a draft without a PDF', async () => {
    const reference = await createReadyShipment(app, seller, { to: london, service: upsExpressSaver });
    const invoice = (
      await call.post('/customs-invoices', {
        shipmentReference: reference,
        items: [item],
        isDraft: true,
        category: 'GIFT',
      })
    ).json();
    expect(invoice).toMatchObject({ status: 'DRAFT', category: 'GIFT', pdfUrl: null });
  });

  it('refuses items with missing or wrong values, naming the field', async () => {
    const reference = await createReadyShipment(app, seller);
    const response = await call.post('/customs-invoices', {
      shipmentReference: reference,
      items: [{ ...item, quantity: 0 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({
      field: 'items.0.quantity',
      message: 'form.error.positive',
    });
  });

  it.each(['4901', '49019900001', '4901-99', '4901.9', 'ABCDEF'])(
    'refuses the tariff code %j with a 400 naming the line',
    async (hsCode) => {
      const reference = await createReadyShipment(app, seller, { to: london, service: upsExpressSaver });
      const response = await call.post('/customs-invoices', {
        shipmentReference: reference,
        items: [item, { ...item, hsCode }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([
        expect.objectContaining({ field: 'items.1.hsCode', message: 'customs.error.hs-code' }),
      ]);
    },
  );

  it('refuses a line without a tariff code', async () => {
    const reference = await createReadyShipment(app, seller, { to: london, service: upsExpressSaver });
    const { hsCode: _hsCode, ...withoutCode } = item;
    const response = await call.post('/customs-invoices', {
      shipmentReference: reference,
      items: [withoutCode],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({ field: 'items.0.hsCode' });
  });

  it.each([
    ['the Canaries', '38001', true],
    ['Ceuta', '51001', true],
    ['the Balearics', '07001', false],
  ])('marks a draft from Madrid to %s as needing customs: %s', async (_name, zipCode, expected) => {
    const reference = await createReadyShipment(app, seller, {
      to: { ...london, alpha2Code: 'ES', zipCode, city: 'Isla' },
    });
    expect((await call.get(`/shipments/${reference}`)).json().data.hasCustoms).toBe(expected);
  });

  it("answers 404 for another client's shipment", async () => {
    const reference = await createReadyShipment(app, seller);
    await expectNotFoundForOtherClient(app, {
      method: 'POST',
      url: '/api/v1/customs-invoices',
      payload: { shipmentReference: reference, items: [item] },
    });
  });
});
