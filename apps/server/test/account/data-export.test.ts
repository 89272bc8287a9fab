import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { issueInvoicesJob } from '../../src/modules/invoices/issue-invoices.job.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { sellerWithData } from './account-fixtures.ts';

const parseCsv = (text: string) => {
  const [header, ...rows] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  return { columns: header!.split(','), rows };
};

describe('download my data', async () => {
  const app = await buildTestApp();
  const { seller, bought, draft, orderReference } = await sellerWithData(app);
  const call = api(app, seller);
  await call.put('/client/features/BRANDED_EMAILS', { enabled: true, source: 'client' });
  await call.put('/branded-emails/brand-settings', {
    companyName: 'Luz Books',
    companyReplyToEmail: 'hi@luz.example',
  });
  await call.put('/branded-emails/BRANDED_SHIPMENT_CONFIRMATION/fr', {
    subject: 'Votre colis',
    body: '<p>Salut</p>',
  });
  await call.put('/branded-emails/BRANDED_SHIPMENT_CONFIRMATION/active', { active: true });
  // The order's invoice is issued before the export is asked for.
  await app.jobs.enqueue(issueInvoicesJob, { clientId: seller.clientId });
  await drainJobs(app, { jobs: [issueInvoicesJob] });

  it('makes a ZIP of JSON and CSV of the addresses, parcels, shipments, orders and invoices in a job', async () => {
    expect((await call.get('/account/data-exports/latest')).json()).toEqual({ dataExport: null });
    const started = await call.post('/account/data-exports', {});
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: 'PENDING', progress: 0, downloadUrl: null });
    // A doubled click while it is being made answers the same export.
    expect((await call.post('/account/data-exports', {})).json().id).toBe(started.json().id);

    await drainJobs(app);
    const { dataExport } = (await call.get('/account/data-exports/latest')).json();
    expect(dataExport).toMatchObject({ id: started.json().id, status: 'READY', progress: 100 });
    const download = await call.get(dataExport.downloadUrl.replace('/api/v1', ''));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.zip"$/,
    );

    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'account.json',
        ...[
          'addresses',
          'parcels',
          'shipments',
          'orders',
          'invoices',
          'customs-invoices',
          'shipping-rules',
          'branded-emails',
          'support-tickets',
        ].flatMap((s) => [`${s}.json`, `${s}.csv`]),
      ].sort(),
    );
    const json = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(json('account.json').client).toMatchObject({ id: seller.clientId, email: seller.email });
    expect(json('addresses.json')).toEqual([
      expect.objectContaining({ kind: 'sender', firstName: 'Lucía', city: 'Madrid' }),
      expect.objectContaining({ kind: 'recipient', firstName: 'Luc', email: 'luc@example.fr' }),
    ]);
    expect(json('parcels.json')).toEqual([
      expect.objectContaining({ name: 'Shoebox', weightGrams: 1200, isDefault: true }),
    ]);
    expect(json('shipping-rules.json')).toEqual([
      expect.objectContaining({
        name: 'Declare 25 €',
        priority: 1,
        enabled: true,
        actions: [{ identifier: 'CONTENT_VALUE', operation: 'ASSIGN', value: 25 }],
      }),
    ]);
    expect(json('support-tickets.json')).toEqual([
      expect.objectContaining({
        type: 'OTHER',
        status: 'NEW',
        reason: 'Where is my invoice?',
        messages: [expect.objectContaining({ fromSupport: false, body: 'Where is my invoice?' })],
        attachments: [],
      }),
    ]);
    expect(json('branded-emails.json')).toEqual([
      expect.objectContaining({ kind: 'brand-settings', companyName: 'Luz Books', hasLogo: false }),
      expect.objectContaining({
        kind: 'template',
        locale: 'fr',
        subject: 'Votre colis',
        body: '<p>Salut</p>',
      }),
      expect.objectContaining({ kind: 'switch', emailType: 'BRANDED_SHIPMENT_CONFIRMATION', active: true }),
    ]);
    const shipments = json('shipments.json');
    expect(shipments.map((s: { reference: string }) => s.reference).sort()).toEqual([bought, draft].sort());
    expect(shipments.find((s: { reference: string }) => s.reference === bought).to).toMatchObject({
      city: 'London',
    });
    expect(json('orders.json')).toEqual([
      expect.objectContaining({
        reference: orderReference,
        status: 'PAID',
        shipments: [expect.objectContaining({ reference: bought })],
      }),
    ]);
    expect(json('customs-invoices.json')).toEqual([
      expect.objectContaining({ number: expect.stringMatching(/^CI-\d{4}-\d{6}$/), totalValue: 4000 }),
    ]);
    const [invoice] = json('invoices.json');
    expect(invoice).toMatchObject({ kind: 'INVOICE', for: orderReference, currency: 'EUR', paid: true });
    expect(invoice.total).toBe(invoice.netTotal + invoice.vatTotal);
    expect(invoice.lines).toEqual([expect.objectContaining({ itemReference: bought })]);
    expect((await call.get(invoice.pdf.replace('/api/v1', ''))).statusCode).toBe(302);

    const addresses = parseCsv(strFromU8(files['addresses.csv']!));
    expect(addresses.columns).toEqual(expect.arrayContaining(['kind', 'firstName', 'email', 'country']));
    expect(addresses.rows).toHaveLength(2);
    const shipmentsCsv = parseCsv(strFromU8(files['shipments.csv']!));
    expect(shipmentsCsv.columns).toEqual(expect.arrayContaining(['reference', 'to.city', 'to.firstName']));
    expect(shipmentsCsv.rows).toHaveLength(2);
    expect(shipmentsCsv.rows.join('\n')).toContain('London');
    expect(parseCsv(strFromU8(files['customs-invoices.csv']!)).rows).toHaveLength(1);
    expect(parseCsv(strFromU8(files['invoices.csv']!)).columns).toEqual(
      expect.arrayContaining(['reference', 'total', 'buyer.name']),
    );
  });

  it("answers 404 for another client's export, a malformed id, and the file's storage address", async () => {
    const started = await call.post('/account/data-exports', {});
    await drainJobs(app);
    const id = started.json().id;
    await expectNotFoundForOtherClient(app, {
      method: 'GET',
      url: `/api/v1/account/data-exports/${id}/download`,
    });
    await expectNotFoundForOtherClient(app, {
      method: 'GET',
      url: `/api/v1/files/clients/${seller.clientId}/exports/my-data-${id}.zip`,
    });
    expect((await call.get('/account/data-exports/not-an-id/download')).statusCode).toBe(404);
    const other = await signUp(app);
    expect((await api(app, other).get('/account/data-exports/latest')).json()).toEqual({ dataExport: null });
  });

  it('asks for a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/account/data-exports' });
    expect(response.statusCode).toBe(401);
  });
});
