import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { readyShipment } from './shipment-fixtures.ts';

const glsEuro = {
  id: 'gls-euro-business',
  carrierId: 'gls',
  carrierName: 'GLS',
  name: 'EuroBusinessParcel',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};

/** The Code 128 payloads of a ZPL document (^BC … ^FD payload ^FS), in print order. */
const barcodesOf = (zpl: string) =>
  [...zpl.matchAll(/\^BCN,\d+,Y,N,N\^FH\^FD(.*?)\^FS/g)].map((match) => match[1]);

describe('thermal labels (ZPL at 203 and 300 dpi)', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);

  const purchased = async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: seller.headers,
      payload: readyShipment({ service: glsEuro }),
    });
    const { reference } = created.json();
    const [row] = await app.database.query<{ id: string }>(
      "UPDATE shipments SET state = 'PURCHASE_SUCCESS', order_date = now(), step = 'PURCHASED' WHERE reference = $1 RETURNING id",
      [reference],
    );
    await app.jobs.enqueue('shipment.label.generate', { shipmentId: row!.id });
    await drainJobs(app);
    return reference as string;
  };
  const get = (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: seller.headers });
  const trackingOf = async (reference: string) =>
    (await get(`/shipments/${reference}`)).json().data.trackings as string[];

  const first = await purchased();
  const second = await purchased();

  it('prints one label in ZPL for a 300 dpi printer through the API, its barcode the tracking number', async () => {
    const response = await get(`/shipments/${first}/label?format=ZPL&dpi=300`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/zpl');
    expect(response.body).toContain('^PW1200');
    expect(barcodesOf(response.body)).toEqual(await trackingOf(first));
    const at203 = await get(`/shipments/${first}/label?format=ZPL`);
    expect(at203.body).toContain('^PW812');
    expect(barcodesOf(at203.body)).toEqual(await trackingOf(first));
  });

  it('refuses a resolution no thermal printer here uses', async () => {
    const response = await get(`/shipments/${first}/label?format=ZPL&dpi=600`);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0].message).toBe('labels.error.dpi');
  });

  it('prints several shipments as one ZPL file: the labels concatenated, in the order asked', async () => {
    const response = await get(`/shipments/labels?references=${second},${first}&format=ZPL&dpi=300`);
    expect(response.statusCode, response.body).toBe(200);
    const file = await app.inject({ method: 'GET', url: response.json().ZPL.url, headers: seller.headers });
    expect(file.statusCode).toBe(200);
    const zpl = file.body;
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl).toContain('^PW1200');
    expect(barcodesOf(zpl)).toEqual([...(await trackingOf(second)), ...(await trackingOf(first))]);
    expect((await get(`/shipments/${second}`)).json().data.labelDownloaded).toBe(true);
  });

  it('mails the label as a ZPL attachment', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/shipments/${first}/labels/email`,
      headers: seller.headers,
      payload: { mail: 'thermal@example.com', message: 'For the Zebra', format: 'ZPL', dpi: 300 },
    });
    expect(sent.statusCode, sent.body).toBe(204);
    const outbox = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=thermal@example.com' });
    const [mail] = outbox.json().mails ?? outbox.json();
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: `label-${first}.zpl` })]);
  });

  it("keeps each user's default print format, and refuses one that does not exist", async () => {
    expect((await get('/user')).json().defaultPrintFormat).toBe('4x6');
    const put = (defaultPrintFormat: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/user/print-format',
        headers: seller.headers,
        payload: { defaultPrintFormat },
      });
    const saved = await put('ZPL_300');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().defaultPrintFormat).toBe('ZPL_300');
    expect((await get('/user')).json().defaultPrintFormat).toBe('ZPL_300');
    const other = await signUp(app);
    const theirs = await app.inject({ method: 'GET', url: '/api/v1/user', headers: other.headers });
    expect(theirs.json().defaultPrintFormat).toBe('4x6');
    const refused = await put('ZPL_600');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages[0].message).toBe('labels.error.print-format');
  });
});
