import { randomUUID } from 'node:crypto';
import { EventType } from '@shipdeck/domain/events/event-types';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { issueDueInvoices } from '../../src/modules/invoices/issue-due-invoices.ts';
import { issueInvoice } from '../../src/modules/invoices/issue-invoice.ts';
import { issueInvoicesJob } from '../../src/modules/invoices/issue-invoices.job.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { pdfText } from '../../src/providers/carriers/labels/testing/pdf-inspection.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, type SignedUp, signUp } from '../helpers/clients.ts';
import { billing, cardNonceFor, orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { readyToSubscribe, subscriptionApi } from '../subscriptions/subscription-helpers.ts';
import { gapFree, invoicesApi, seedPaidOrders, seriesNumbers } from './invoice-fixtures.ts';

type Summary = {
  reference: string;
  createdAt: string;
  paid: boolean;
  price: { currency: string; totalPrice: number };
  hasInvoicePdf: boolean;
  kind: string;
};

describe('invoices', async () => {
  const app = await buildTestApp();
  const db = app.database.db;

  const invoiceRows = (clientId: string) =>
    app.database.query<{
      reference: string;
      kind: string;
      total: number;
      net_total: number;
      vat_total: number;
      source_reference: string;
      credited_invoice_id: string | null;
      id: string;
      seller: { name: string; vatNumber: string };
      buyer: { name: string; taxId: string; country: string };
      lines: { itemReference: string; net: number; vat: number; vatRate: number }[];
    }>('SELECT * FROM invoices WHERE client_id = $1 ORDER BY issued_at, number', [clientId]);

  const payOrder = async (seller: SignedUp, count: number) => {
    const references = [];
    for (let i = 0; i < count; i++) references.push(await createReadyShipment(app, seller));
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
    return { references, ...(placed.json() as { orderReference: string; totalAmount: number }) };
  };

  it('issues one invoice per paid order, with seller, buyer, tax ids, lines and the order total to the cent', async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    const order = await payOrder(seller, 2);
    await issueDueInvoices(db, seller.clientId, app.jobs);

    const [invoice, ...others] = await invoiceRows(seller.clientId);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'INVOICE',
      source_reference: order.orderReference,
      total: order.totalAmount,
      seller: { name: 'Shipdeck Ltd', vatNumber: 'GB123456789' },
      buyer: { name: billing.companyName, taxId: billing.taxId, country: 'ES' },
    });
    expect(invoice!.reference).toMatch(/^SD-\d{8}$/);
    expect(invoice!.lines.map((line) => line.itemReference)).toEqual(order.references);
    for (const line of invoice!.lines) expect(line.vatRate).toBeGreaterThan(0);
    expect(invoice!.net_total + invoice!.vat_total).toBe(order.totalAmount);
  });

  it('describes each shipment line by its reference, its carrier service named once, and its route', async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    const order = await payOrder(seller, 1);
    await issueDueInvoices(db, seller.clientId, app.jobs);

    const [invoice] = await invoiceRows(seller.clientId);
    const [reference] = order.references;
    const shipment = (await api(app, seller).get(`/shipments/${reference}`)).json() as {
      data: {
        service: { carrierName: string; name: string };
        from: { alpha2Code: string };
        to: { alpha2Code: string };
      };
    };
    const { service, from, to } = shipment.data;
    expect(service.name.startsWith(`${service.carrierName} `)).toBe(false);
    expect((invoice!.lines[0] as { description?: string }).description).toBe(
      `Shipment ${reference} · ${service.carrierName} ${service.name} · ${from.alpha2Code} – ${to.alpha2Code}`,
    );
  });

  it("prints each party's town and postcode in its country's order: a British postcode under the town", async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    await payOrder(seller, 1);
    await issueDueInvoices(db, seller.clientId, app.jobs);
    const call = invoicesApi(app, seller.headers);
    const [summary] = ((await call.list(0)).json() as { invoices: Summary[] }).invoices;
    const file = await call.file((await call.get(summary!.reference)).json().url);

    // The main tenant's seller is Shipdeck Ltd in London; the buyer is in Madrid.
    const lines = pdfText(file.rawPayload).split('\n');
    expect(lines).not.toContain('N1 7GR London');
    expect(lines[lines.indexOf('London') + 1]).toBe('N1 7GR');
    expect(lines).toContain('28013 Madrid');
  });

  it('lists invoices newest first, ten a page, and opens the PDF by reference', async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    await seedPaidOrders(
      app,
      seller.clientId,
      Array.from({ length: 12 }, (_, index) => [{ net: 1000 + index, vatRate: 21 }]),
    );
    await app.jobs.enqueue(issueInvoicesJob, { clientId: seller.clientId });
    await drainJobs(app, { jobs: [issueInvoicesJob] });
    const call = invoicesApi(app, seller.headers);

    const first = await call.list(0);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as { invoices: Summary[]; pagination: object };
    expect(page.pagination).toEqual({ currentPage: 0, totalPages: 2, totalElements: 12 });
    expect(page.invoices).toHaveLength(10);
    expect(page.invoices[0]).toEqual({
      reference: expect.stringMatching(/^SD-/),
      createdAt: expect.any(String),
      paid: true,
      price: { currency: 'EUR', totalPrice: 1011 + Math.round(1011 * 0.21) },
      hasInvoicePdf: true,
      kind: 'INVOICE',
    });
    const second = (await call.list(1)).json() as { invoices: Summary[] };
    expect(second.invoices).toHaveLength(2);

    const opened = await call.get(page.invoices[0]!.reference);
    expect(opened.statusCode, opened.body).toBe(200);
    const file = await call.file(opened.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await expectNotFoundForOtherClient(app, {
      method: 'GET',
      url: `/api/v1/invoices/${page.invoices[0]!.reference}`,
    });
  });

  it('issues an invoice once however often its issuing runs, at once or again later', async () => {
    const seller = await signUp(app, { tenant: 'be-carrier' });
    const before = await seriesNumbers(app, 'be-carrier');
    const orders = await seedPaidOrders(app, seller.clientId, [
      [{ net: 500, vatRate: 21 }],
      [{ net: 700, vatRate: 21 }],
      [{ net: 900, vatRate: 6 }],
    ]);
    // Two runs at once, then a retry after they finished: the jobs of two processes and a redelivery.
    await Promise.all([
      issueDueInvoices(db, seller.clientId, app.jobs),
      issueDueInvoices(db, seller.clientId, app.jobs),
    ]);
    await issueDueInvoices(db, seller.clientId, app.jobs);
    for (let i = 0; i < 2; i++) await app.jobs.enqueue(issueInvoicesJob, { clientId: seller.clientId });
    await drainJobs(app, { jobs: [issueInvoicesJob] });

    const rows = await invoiceRows(seller.clientId);
    expect(rows.map((row) => row.source_reference)).toEqual(orders.map((order) => order.reference));
    expect(await seriesNumbers(app, 'be-carrier')).toEqual(gapFree(before.length + 3));
    expect(rows[0]!.reference).toMatch(/^BP-/);
    // Each document is announced once (the page and the seller's webhooks hear of it), however often it ran.
    const announced = await app.database.query<{ payload: { reference: string; url: string } }>(
      'SELECT payload FROM outbox_events WHERE client_id = $1 AND type = $2 ORDER BY id',
      [seller.clientId, 'invoice.issued'],
    );
    expect(announced.map((event) => event.payload.reference).sort()).toEqual(
      rows.map((row) => row.reference).sort(),
    );
    expect(announced[0]!.payload.url).toBe(`/api/v1/invoices/${announced[0]!.payload.reference}/pdf`);
  });

  it('gives its number back when recording a document fails, so the next one takes it', async () => {
    const seller = await signUp(app, { tenant: 'payments' });
    const [order] = await seedPaidOrders(app, seller.clientId, [[{ net: 100, vatRate: 21 }]]);
    const before = await seriesNumbers(app, 'payments');
    // A client that does not exist breaks the insert after the number was taken: the transaction rolls back.
    const broken = issueInvoice(
      db,
      {
        clientId: randomUUID(),
        tenantId: 'payments',
        kind: 'INVOICE',
        sourceType: 'ORDER',
        sourceId: randomUUID(),
        sourceReference: 'X',
        creditedInvoiceId: null,
        suppliedAt: new Date(),
        currency: 'EUR',
        paid: true,
        seller: { name: 'S', street: [], postcode: '', city: '', country: 'NL' },
        buyer: { name: 'B', street: [], postcode: '', city: '', country: 'NL' },
        lines: [],
      },
      app.jobs,
    );
    await expect(broken).rejects.toThrow();
    await issueDueInvoices(db, seller.clientId, app.jobs);
    expect(await seriesNumbers(app, 'payments')).toEqual(gapFree(before.length + 1));
    expect((await invoiceRows(seller.clientId))[0]!.source_reference).toBe(order!.reference);
  });

  it('numbers gap-free under parallel issuance for many clients of one tenant', async () => {
    const sellers = await Promise.all(Array.from({ length: 4 }, () => signUp(app, { tenant: 'es-postal' })));
    const before = await seriesNumbers(app, 'es-postal');
    for (const seller of sellers)
      await seedPaidOrders(
        app,
        seller.clientId,
        Array.from({ length: 15 }, (_, index) => [{ net: 100 * (index + 1), vatRate: 21 }]),
      );
    // Every client issued twice at the same time: eight issuers on one series.
    await Promise.all(
      sellers.flatMap((seller) => [0, 1].map(() => issueDueInvoices(db, seller.clientId, app.jobs))),
    );

    expect(await seriesNumbers(app, 'es-postal')).toEqual(gapFree(before.length + 60));
    const dates = await app.database.query<{ number: number; issued_at: Date }>(
      "SELECT number, issued_at FROM invoices WHERE tenant_id = 'es-postal' AND kind = 'INVOICE' ORDER BY number",
    );
    const times = dates.map((row) => new Date(row.issued_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('refuses to change or delete an issued invoice', async () => {
    const seller = await signUp(app);
    await seedPaidOrders(app, seller.clientId, [[{ net: 100, vatRate: 20 }]]);
    await issueDueInvoices(db, seller.clientId, app.jobs);
    const [row] = await invoiceRows(seller.clientId);
    await expect(
      app.database.query('UPDATE invoices SET net_total = net_total + 1, total = total + 1 WHERE id = $1', [
        row!.id,
      ]),
    ).rejects.toThrow(/immutable/);
    await expect(app.database.query('DELETE FROM invoices WHERE id = $1', [row!.id])).rejects.toThrow(
      /immutable/,
    );
  });

  it('issues a credit note referencing the invoice when a shipment of the order is refunded', async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    const order = await payOrder(seller, 2);
    await issueDueInvoices(db, seller.clientId, app.jobs);
    const cancelled = order.references[1]!;
    const cancel = await api(app, seller).post(`/shipments/${cancelled}/cancel`, { reason: 'WRONG_ADDRESS' });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    await drainJobs(app, { includeDelayed: true });
    await drainJobs(app, { includeDelayed: true });
    await issueDueInvoices(db, seller.clientId, app.jobs);
    await issueDueInvoices(db, seller.clientId, app.jobs);

    const [invoice, creditNote, ...others] = await invoiceRows(seller.clientId);
    expect(others).toEqual([]);
    const refunded = (await api(app, seller).get(`/orders/${order.orderReference}`)).json()
      .refundedAmount as number;
    expect(refunded).toBeGreaterThan(0);
    expect(creditNote).toMatchObject({
      kind: 'CREDIT_NOTE',
      credited_invoice_id: invoice!.id,
      total: -refunded,
      source_reference: order.orderReference,
    });
    expect(creditNote!.reference).toMatch(/^SD-CN-\d{8}$/);
    expect(creditNote!.lines.map((line) => line.itemReference)).toEqual([cancelled]);
    const line = invoice!.lines.find((l) => l.itemReference === cancelled)!;
    expect(creditNote!.lines[0]).toMatchObject({ net: -line.net, vat: -line.vat, vatRate: line.vatRate });
  });

  it('invoices a charged subscription billing with its net, VAT rate and VAT', async () => {
    const seller = await signUp(app);
    const methodId = await readyToSubscribe(app, seller);
    const created = await subscriptionApi(app, seller).create(methodId);
    expect(created.statusCode, created.body).toBeLessThan(300);
    await drainJobs(app);
    await issueDueInvoices(db, seller.clientId, app.jobs);

    const [charge] = await app.database.query<{ subtotal: number; tax_total: number; total: number }>(
      "SELECT subtotal, tax_total, total FROM subscription_charges WHERE client_id = $1 AND status = 'SUCCEEDED'",
      [seller.clientId],
    );
    const [invoice] = await invoiceRows(seller.clientId);
    expect(invoice).toMatchObject({ kind: 'INVOICE', total: charge!.total, net_total: charge!.subtotal });
    expect(invoice!.lines).toEqual([
      expect.objectContaining({ net: charge!.subtotal, vat: charge!.tax_total, vatRate: 21 }),
    ]);
  });

  it('makes one ZIP of many invoices and publishes its url, listing references it could not add', async () => {
    const seller = await signUp(app);
    const other = await signUp(app);
    await seedPaidOrders(app, seller.clientId, [[{ net: 100, vatRate: 21 }], [{ net: 200, vatRate: 21 }]]);
    await seedPaidOrders(app, other.clientId, [[{ net: 300, vatRate: 21 }]]);
    await issueDueInvoices(db, seller.clientId, app.jobs);
    await issueDueInvoices(db, other.clientId, app.jobs);
    const mine = (await invoiceRows(seller.clientId)).map((row) => row.reference);
    const theirs = (await invoiceRows(other.clientId)).map((row) => row.reference);

    const call = invoicesApi(app, seller.headers);
    const requested = await call.bulk([...mine, theirs[0]!, 'SD-99999999']);
    expect(requested.statusCode, requested.body).toBe(202);
    await drainJobs(app);

    const [event] = await app.database.query<{
      payload: { requestId: string; url: string; errors: string[] };
    }>('SELECT payload FROM outbox_events WHERE client_id = $1 AND type = $2', [
      seller.clientId,
      EventType.InvoiceAvailable,
    ]);
    expect(event!.payload).toEqual({
      requestId: requested.json().requestId,
      url: expect.stringContaining('.zip'),
      errors: [theirs[0], 'SD-99999999'],
    });
    const zip = await call.file(event!.payload.url);
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(mine.map((reference) => `${reference}.pdf`).sort());
    for (const bytes of Object.values(files))
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('answers no url when none of the references is the caller’s', async () => {
    const seller = await signUp(app);
    const requested = await invoicesApi(app, seller.headers).bulk(['SD-99999998']);
    expect(requested.statusCode).toBe(202);
    await drainJobs(app);
    const [event] = await app.database.query<{ payload: object }>(
      'SELECT payload FROM outbox_events WHERE client_id = $1 AND type = $2',
      [seller.clientId, EventType.InvoiceAvailable],
    );
    expect(event!.payload).toEqual({
      requestId: requested.json().requestId,
      url: null,
      errors: ['SD-99999998'],
    });
  });

  it('refuses an empty bulk request', async () => {
    const seller = await signUp(app);
    const response = await invoicesApi(app, seller.headers).bulk([]);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({ message: expect.any(String) });
  });
});
