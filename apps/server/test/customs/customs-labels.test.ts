import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { pdfText } from '../../src/providers/carriers/labels/testing/pdf-inspection.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { london, orderPayload, placeOrder, saveBilling, upsExpressSaver } from '../orders/order-helpers.ts';
import { simpleNonce } from '../payments/payment-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';

/** Correos, Spain's post, takes the customs documents on paper: a CN22 or a CN23 with the invoice. */
const correosInternational = {
  id: 'correos-paq-internacional',
  carrierId: 'correos',
  carrierName: 'Correos',
  name: 'Paquete Internacional Estándar',
  dropOffOrigin: true,
  dropOffDestination: false,
  customsRequired: true,
};
const upsStandard = { ...upsExpressSaver, id: 'ups-standard', name: 'Standard' };

const shirts = {
  description: 'Cotton T-shirt',
  quantity: 3,
  unitValue: 1250,
  weight: 0.2,
  originCountry: 'PT',
  hsCode: '61091000',
};

describe('the label names the customs documents of the bought shipment', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);
  const call = api(app, seller);

  /** Buys a shipment to London with these customs lines and returns the text of its A4 label. */
  const labelOf = async (service: typeof correosInternational, items: object[]) => {
    const reference = await createReadyShipment(app, seller, { to: london, service });
    const saved = await call.post('/customs-invoices', { shipmentReference: reference, items });
    expect(saved.statusCode, saved.body).toBe(201);
    const nonce = await simpleNonce(app, seller, 'bancontact');
    const order = await placeOrder(app, seller, orderPayload([reference], { method: 'bancontact', nonce }));
    expect(order.statusCode, order.body).toBe(201);
    expect((await drainJobs(app)).failed).toBe(0);
    const label = await call.get(`/shipments/${reference}/label?format=A4`);
    expect(label.statusCode, label.body).toBe(200);
    return pdfText(label.rawPayload);
  };

  it('by post, a CN22 for goods up to the CN22 value limit', async () => {
    const text = await labelOf(correosInternational, [shirts]);
    expect(text).toContain('CUSTOMS');
    expect(text).toContain('commercial invoice and CN22');
    expect(text).not.toContain('CN23');
  });

  it('by post, a CN23 above the CN22 value limit, as on the customs documents', async () => {
    const text = await labelOf(correosInternational, [{ ...shirts, quantity: 30 }]);
    expect(text).toContain('commercial invoice and CN23');
    expect(text).not.toContain('CN22');
  });

  it('by courier, the commercial invoice alone', async () => {
    const text = await labelOf(upsStandard, [shirts]);
    expect(text).toContain('CUSTOMS');
    expect(text).toContain('commercial invoice');
    expect(text).not.toMatch(/CN ?2[23]/);
  });
});
