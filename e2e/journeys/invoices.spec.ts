import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { pdfText } from '../support/labels.ts';
import { billingDetails, glsService, madrid, paris, signedInApi } from '../support/shipments.ts';

type Api = Awaited<ReturnType<typeof signedInApi>>;

const expectNoAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
};

/** One shipment bought through the API as the checkout buys it: a card that passed 3-D Secure for its price. */
const buyOneShipment = async (api: Api) => {
  const draft = await api.post('/shipments', {
    from: madrid,
    to: paris,
    parcels: [{ weight: 1.5, length: 30, width: 20, height: 10 }],
    service: glsService,
    content: { description: 'Books', value: 2000 },
  });
  const priced = await api.post('/shipments/price', { references: [draft.reference] });
  const { nonce } = await api.post('/payments/sandbox/tokenize', {
    method: 'creditcard3dsecure',
    card: { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' },
  });
  const { challengeId } = await api.post('/payments/3ds', { nonce, amount: priced.totalPrice.totalPrice });
  const verified = await api.post(`/payments/3ds/${challengeId}/complete`, { code: '1234' });
  const order = await api.post('/orders', {
    shipments: [draft.reference],
    payment: { type: 'DIRECT', method: 'creditcard3dsecure', nonce: verified.nonce },
    carriersTermsAndConditions: true,
    idempotencyKey: randomUUID(),
  });
  return order.orderReference as string;
};

test('downloads one invoice and many in one ZIP, and opens the PDFs', async ({ page }) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('invoices') });
  await page.goto('/private/shipments/all');
  const api = await signedInApi(page);
  await api.put('/billing-client', billingDetails);
  const orders = [];
  for (let i = 0; i < 3; i++) orders.push(await buyOneShipment(api));

  // The invoicing job follows the purchases (woken by their events, or its catch-up within a minute).
  await expect
    .poll(
      async () =>
        ((await api.get('/invoices?page=0&size=10')).invoices ?? []).filter(
          (invoice: { hasInvoicePdf: boolean }) => invoice.hasInvoicePdf,
        ).length,
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(3);

  await page.goto('/private/settings/billing/invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const references = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map((text) =>
    text.trim(),
  );
  expect(references).toHaveLength(3);
  for (const reference of references) expect(reference).toMatch(/^SD-\d{8}$/);
  await expectNoAxeViolations(page);

  // One invoice: its PDF names the seller, the buyer with its tax id, and its number.
  const single = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download invoice ${references[0]}` }).click();
  const text = pdfText(readFileSync(await (await single).path()));
  expect(text).toContain('INVOICE');
  expect(text).toContain(references[0]);
  expect(text).toContain('Shipdeck Ltd');
  expect(text).toContain('VAT number: GB123456789');
  expect(text).toContain('Ana Books SL');
  expect(text).toContain('Tax ID: B12345674');
  expect(text).toMatch(/VAT 21%/);

  // Many: select all, one ZIP comes back through the invoice-available event and opens.
  await page.getByRole('checkbox', { name: 'Select every invoice on this page' }).check();
  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download selected (3)' }).click();
  const panel = page.getByRole('dialog', { name: 'Download invoices' });
  await expect(panel.getByText('Your invoices are ready.')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  const files = unzipSync(new Uint8Array(readFileSync(await (await zipDownload).path())));
  expect(Object.keys(files).sort()).toEqual(references.map((reference) => `${reference}.pdf`).sort());
  for (const [name, bytes] of Object.entries(files)) {
    const pdf = pdfText(Buffer.from(bytes));
    expect(pdf).toContain(name.replace('.pdf', ''));
    expect(orders.filter((order) => pdf.includes(order))).toHaveLength(1);
  }
});
