import { describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../src/providers/carriers/labels/testing/pdf-inspection.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, type SignedUp, signUp } from '../helpers/clients.ts';
import { billing, upsExpressSaver } from '../orders/order-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';

const istanbul = {
  firstName: 'İsmail',
  lastName: 'Şahin',
  company: 'Ağaç Dünyası Ltd. Şti.',
  phone: '+905321234567',
  email: 'ismail@example.com.tr',
  street1: 'Çiçekçi Sokağı 7',
  alpha2Code: 'TR',
  zipCode: '34664',
  city: 'Üsküdar',
};

const london = {
  firstName: 'Siobhán',
  lastName: "O'Connor-Ødegård",
  phone: '+447911123456',
  email: 'siobhan@example.co.uk',
  street1: '1 Parliament Street',
  street2: 'Flat 2',
  alpha2Code: 'GB',
  zipCode: 'SW1A 1AA',
  city: 'London',
};

/** Correos Paquete Internacional Estándar: a postal service, so its customs papers are the CN22 or CN23. */
const correosInternational = { id: 'correos-paq-internacional' };

const handbag = {
  description: 'Leather handbag',
  quantity: 1,
  unitValue: 8900,
  weight: 0.8,
  originCountry: 'ES',
  hsCode: '42022100',
};
const shirts = {
  description: 'Cotton T-shirt',
  quantity: 3,
  unitValue: 1250,
  weight: 0.2,
  originCountry: 'PT',
  hsCode: '61091000',
};

/** Today in Madrid, where the shipments leave from: the day their customs invoices carry. */
const madridDay = (instant = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(instant);
const invoiceDate = (instant = new Date()) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(instant);

describe('customs documents', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const call = api(app, seller);
  await call.put('/billing-client', {
    ...billing,
    eoriNumber: 'ES B12345678',
    vatNumber: 'ESB12345674',
    iossNumber: 'IM7240000123',
  });

  const documentOf = async (
    account: SignedUp,
    input: { to: object; service: { id: string }; items: object[]; recipientTaxId?: string },
  ) => {
    const reference = await createReadyShipment(app, account, { to: input.to, service: input.service });
    const saved = await api(app, account).post('/customs-invoices', {
      shipmentReference: reference,
      items: input.items,
      recipientTaxId: input.recipientTaxId,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const invoice = saved.json();
    const pdf = await app.inject({ method: 'GET', url: invoice.pdfUrl, headers: account.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="customs-${invoice.invoiceNumber}.pdf"`,
    );
    return { reference, invoice, text: pdfText(pdf.rawPayload) };
  };

  it('prints a commercial invoice for a Turkish recipient with every letter, the parties, numbers and lines', async () => {
    const { reference, invoice, text } = await documentOf(seller, {
      to: istanbul,
      service: upsExpressSaver,
      items: [handbag, shirts],
      recipientTaxId: '1234567890',
    });
    expect(invoice.invoiceNumber).toMatch(/^CI-\d{4}-\d{6}$/);
    expect(invoice.issuedOn).toBe(madridDay());
    for (const expected of [
      'COMMERCIAL INVOICE',
      invoice.invoiceNumber,
      invoiceDate(),
      reference,
      'UPS Express Saver',
      // Sender: the shipment's origin under the seller's company, with the seller's numbers.
      'Ana García',
      'Ana Books SL',
      'Calle Mayor 1',
      '28013 Madrid',
      'Spain',
      'VAT number: ESB12345674',
      'EORI number: ESB12345678',
      'IOSS number: IM7240000123',
      // Recipient, every Turkish letter intact.
      'İsmail Şahin',
      'Ağaç Dünyası Ltd. Şti.',
      'Çiçekçi Sokağı 7',
      '34664 Üsküdar',
      'Phone: +90 532 123 45 67',
      // The Turkish recipient's tax number (VKN), which Turkish customs clear with.
      'Tax ID: 1234567890',
      'Reason for export',
      'Sale of goods',
      'DAP – Delivered at place',
      'Euro (EUR)',
      // Lines: description, HS code, country of origin by name, quantity, values and weights.
      'Leather handbag',
      '42022100',
      'Cotton T-shirt',
      '61091000',
      'Portugal',
      'EUR 89.00',
      'EUR 12.50',
      'EUR 37.50',
      '0.6 kg',
      'Total value',
      'EUR 126.50',
      'Total net weight',
      '1.4 kg',
      'I declare that the information on this invoice is true and correct',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/PURCHASE_OR_SALE|\bTR\b|\?/);
    // A courier takes the commercial invoice alone.
    expect(text).not.toContain('CUSTOMS DECLARATION');
  });

  it('adds the CN22 for a British recipient by post, and the CN23 above its value limit', async () => {
    const small = await documentOf(seller, { to: london, service: correosInternational, items: [shirts] });
    for (const expected of [
      'COMMERCIAL INVOICE',
      small.invoice.invoiceNumber,
      invoiceDate(),
      "Siobhán O'Connor-Ødegård",
      'Flat 2',
      // As the UK writes it: the town, then the postcode on its own line.
      'London\nSW1A 1AA',
      'United Kingdom',
      '61091000',
      'CUSTOMS DECLARATION',
      'CN 22',
      '[X] Sale of goods',
      'EORI number: ESB12345678',
    ]) {
      expect(small.text).toContain(expected);
    }
    expect(small.text).not.toContain('CN 23');

    expect(small.text).not.toContain('Tax ID');

    const large = await documentOf(seller, {
      to: london,
      service: correosInternational,
      items: [{ ...handbag, quantity: 5 }],
      recipientTaxId: ' GB 123456789000 ',
    });
    expect(large.text).toContain('CN 23');
    // On the invoice's and the declaration's recipient blocks, and as the CN23's importer reference.
    expect(large.text.match(/Tax ID: GB 123456789000/g)).toHaveLength(2);
    expect(large.text).toContain('Importer reference');
    expect(large.text.split('\n').map((line) => line.trim())).toContain('GB 123456789000');
    expect(large.text).toContain(`${large.invoice.invoiceNumber} of ${invoiceDate()}`);
    expect(large.text).not.toContain('CN 22');
  });

  it('dates the invoice with the day on the Madrid warehouse clock, not the UTC day', async () => {
    // 23:30 UTC is already the next day in Madrid (UTC+1, UTC+2 in summer).
    const lateEvening = new Date();
    lateEvening.setUTCHours(23, 30, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(lateEvening);
    let saved: Awaited<ReturnType<typeof documentOf>>;
    try {
      saved = await documentOf(seller, { to: london, service: correosInternational, items: [shirts] });
    } finally {
      vi.useRealTimers();
    }
    const utcDay = lateEvening.toISOString().slice(0, 10);
    const localDay = madridDay(lateEvening);
    expect(localDay).not.toBe(utcDay);
    expect(saved.invoice.issuedOn).toBe(localDay);
    expect(saved.invoice.invoiceNumber).toMatch(new RegExp(`^CI-${localDay.slice(0, 4)}-`));
    const printed = invoiceDate(lateEvening);
    expect(printed).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    // The invoice date, the declaration's place and date, and the CN22's.
    expect(saved.text).toContain(printed);
    expect(saved.text).toContain(`Madrid, ${printed}`);
    expect(saved.text).not.toContain(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(lateEvening),
    );
  });

  it('numbers each invoice anew', async () => {
    const first = await documentOf(seller, { to: london, service: upsExpressSaver, items: [shirts] });
    const second = await documentOf(seller, { to: london, service: upsExpressSaver, items: [shirts] });
    expect(second.invoice.invoiceNumber).not.toBe(first.invoice.invoiceNumber);
  });

  it("answers 404 for a draft's document and for another client's", async () => {
    const reference = await createReadyShipment(app, seller, { to: istanbul, service: upsExpressSaver });
    const draft = (
      await call.post('/customs-invoices', { shipmentReference: reference, items: [handbag], isDraft: true })
    ).json();
    expect(draft.pdfUrl).toBeNull();
    expect((await call.get(`/customs-invoices/${draft.id}/document`)).statusCode).toBe(404);
    const { invoice } = await documentOf(seller, {
      to: istanbul,
      service: upsExpressSaver,
      items: [handbag],
    });
    await expectNotFoundForOtherClient(app, { method: 'GET', url: invoice.pdfUrl });
  });
});
