import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import {
  labelBlocks,
  pdfText,
  pdfTextIn,
} from '../../src/providers/carriers/labels/testing/pdf-inspection.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { orderPayload, placeOrder, saveBilling, stateOf } from '../orders/order-helpers.ts';
import { simpleNonce } from '../payments/payment-helpers.ts';
import { createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { madrid, paris } from './shipment-fixtures.ts';

const sender = { ...madrid, firstName: 'Ana', lastName: 'García', company: 'Libros Ana SL' };
// The phone written as the French write it at home: the label prints it as dialled from abroad.
const recipient = {
  ...paris,
  firstName: 'Luc',
  lastName: 'Martin',
  street1: '10 Rue de Rivoli',
  phone: '06 12 34 56 78',
};

/** The words of a block, so 'ES' is not found inside 'RUES'. */
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

describe('the label of a bought shipment', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await saveBilling(app, seller);

  const reference = await createReadyShipment(app, seller, { from: sender, to: recipient });
  const ordered = await placeOrder(
    app,
    seller,
    orderPayload([reference], { method: 'bancontact', nonce: await simpleNonce(app, seller, 'bancontact') }),
  );
  expect(ordered.statusCode, ordered.body).toBe(201);
  await drainJobs(app);
  expect(await stateOf(app, seller, reference)).toBe('READY_TO_PRINT');
  const downloaded = await app.inject({
    method: 'GET',
    url: `/api/v1/shipments/${reference}/label?format=4x6`,
    headers: seller.headers,
  });
  expect(downloaded.statusCode).toBe(200);
  expect(downloaded.headers['content-type']).toContain('application/pdf');
  const pdf = downloaded.rawPayload;

  it('names the sender, and only the sender, in the sender block', () => {
    const block = pdfTextIn(pdf, labelBlocks.sender);
    expect(block).toContain('FROM');
    expect(block).toContain('Ana García');
    expect(block).toContain('Libros Ana SL');
    expect(block).toContain('Calle Mayor 1');
    expect(block).toContain('28013 Madrid');
    expect(block).not.toContain('Martin');
    expect(block).not.toContain('Rivoli');
    expect(block).not.toContain('75001');
  });

  it('addresses the parcel to the recipient in the ship-to block', () => {
    const block = pdfTextIn(pdf, labelBlocks.shipTo);
    expect(block).toContain('SHIP TO');
    expect(block).toContain('Luc Martin');
    expect(block).toContain('10 Rue de Rivoli');
    expect(block).toContain('75001');
    expect(block).toContain('Paris');
    expect(block).toContain('FRANCE');
    expect(block).toContain('Tel. +33 6 12 34 56 78');
    expect(block).not.toContain('García');
    expect(block).not.toContain('Calle Mayor');
    expect(block).not.toContain('28013');
  });

  it("routes the parcel by the recipient's country and postcode, never the sender's", () => {
    const words = wordsOf(pdfTextIn(pdf, labelBlocks.routing));
    expect(words).toContain('FR');
    expect(words).toContain('75001');
    expect(words).toContain('75-PAR');
    expect(words).not.toContain('ES');
    expect(words).not.toContain('28013');
    expect(words.some((word) => word.startsWith('28-'))).toBe(false);
  });

  it('tells the seller on the A4 page the day to hand the parcel over in words, not as an ISO date', async () => {
    const a4 = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments/${reference}/label?format=A4`,
      headers: seller.headers,
    });
    expect(a4.statusCode).toBe(200);
    const text = pdfText(a4.rawPayload).replace(/\s+/g, ' ');
    // The label itself keeps the ISO date carriers print.
    const shipDate = /SHIP DATE (\d{4}-\d{2}-\d{2})/.exec(text)?.[1] ?? '';
    expect(shipDate).not.toBe('');
    const inWords = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${shipDate}T12:00:00Z`));
    expect(text).toContain(`Hand the parcel to GLS on ${inWords},`);
    expect(text).not.toContain(`on ${shipDate}`);
  });

  it('prints the same label in ZPL for a thermal printer, with the tracking number in its barcode', async () => {
    const zpl = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments/${reference}/label?format=ZPL`,
      headers: seller.headers,
    });
    expect(zpl.statusCode, zpl.body).toBe(200);
    expect(zpl.headers['content-type']).toContain('application/zpl');
    const details = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments/${reference}`,
      headers: seller.headers,
    });
    const [trackingNumber] = details.json().data.trackings as string[];
    expect(zpl.body.startsWith('^XA')).toBe(true);
    expect(zpl.body).toContain(`^BCN,200,Y,N,N^FH^FD${trackingNumber}^FS`);
    expect(zpl.body).toContain('^FDLuc Martin^FS');
    expect(zpl.body).toContain('^FDFR 75001^FS');
    expect(zpl.body).toContain(`^FDREF ${reference}^FS`);
    const other = await signUp(app);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments/${reference}/label?format=ZPL`,
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(404);
  });
});
