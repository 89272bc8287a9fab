import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { choose, fillParty, type Party, SELLER_IN_MADRID } from '../support/checkout-parties.ts';
import { pdfText } from '../support/labels.ts';
import { signedInApi } from '../support/shipments.ts';

/** Madrid to a country outside the EU, through the checkout and paid by card. */
const shipThroughCustoms = async (
  page: Page,
  route: { country: string; postcode: string; recipient: Party; recipientTaxId?: string },
  lines: { description: string; hsCode: string }[],
) => {
  await page.goto('/private/shipments/create/info');
  const from = page.getByRole('group', { name: 'From' });
  const to = page.getByRole('group', { name: 'To' });
  await choose(page, from, 'Country', 'Spain');
  await from.getByRole('combobox', { name: 'Postcode' }).fill('28013');
  await choose(page, to, 'Country', route.country);
  await to.getByRole('combobox', { name: 'Postcode' }).fill(route.postcode);
  const parcel = page.getByRole('group', { name: 'Parcel 1' });
  await parcel.getByRole('textbox', { name: 'Weight (kg)' }).fill('1');
  await parcel.getByRole('textbox', { name: 'Length (cm)' }).fill('30');
  await parcel.getByRole('textbox', { name: 'Width (cm)' }).fill('20');
  await parcel.getByRole('textbox', { name: 'Height (cm)' }).fill('10');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/private\/shipments\/[^/]+\/create\/service$/);
  const reference = /\/shipments\/([^/]+)\/create/.exec(page.url())?.[1] ?? '';

  await page.getByRole('radio').first().check();
  if (await page.getByRole('button', { name: 'Next' }).isVisible()) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radiogroup', { name: 'Collection date' }).getByRole('radio').first().check();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/create\/address$/);
  await fillParty(page.getByRole('region', { name: 'Sender' }), SELLER_IN_MADRID, 'Use this sender');
  await fillParty(page.getByRole('region', { name: 'Recipient' }), route.recipient, 'Use this recipient');
  const pickup = page.getByRole('region', { name: 'Pick-up point' });
  if (await pickup.isVisible()) await pickup.getByRole('radio').first().check();
  const content = page.getByRole('region', { name: 'Content' });
  await content.getByRole('combobox', { name: 'What are you sending?' }).fill(lines[0]!.description);
  await content.getByRole('textbox', { name: 'Value (EUR)' }).fill('60');
  await page.getByRole('button', { name: 'Next' }).click();

  // Leaving the EU: the customs step, which cannot be skipped, asks each line's HS code.
  await expect(page).toHaveURL(/\/create\/customs$/);
  await expect(page.getByRole('button', { name: /skip/i })).toHaveCount(0);
  if (route.recipientTaxId)
    await page.getByRole('textbox', { name: "Recipient's tax number" }).fill(route.recipientTaxId);
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add item' }).click();
    const item = page.getByRole('group', { name: `Item ${index + 1}` });
    await item.getByRole('textbox', { name: 'Description' }).fill(line.description);
    await item.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await item.getByRole('textbox', { name: /Value of one unit/ }).fill('30');
    await item.getByRole('textbox', { name: /Weight of one unit/ }).fill('0,4');
    await item.getByRole('textbox', { name: 'HS tariff code' }).fill(line.hsCode);
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/create\/payment$/);
  await payByCard(page, reference);
  return reference;
};

/** On the payment step: the invoicing details are saved; the carrier's terms, then a card. */
const payByCard = async (page: Page, reference: string) => {
  const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
  if (await terms.isVisible()) await terms.check();
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const challenge = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await challenge.getByRole('textbox', { name: 'Confirmation code' }).fill('1234');
  await challenge.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/private/shipments/${reference}/details$`));
};

/** The customs document of a shipment, downloaded as a seller does, as pdftotext reads it. */
const customsDocumentText = async (page: Page, reference: string) => {
  await page.goto(`/private/shipments/${reference}/details`);
  await expect(page.getByText('This shipment crosses a customs border', { exact: false })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download customs documents' }).click();
  return pdfText(readFileSync(await (await download).path()));
};

/** Today on the Madrid warehouse's clock, the day its customs invoices carry. */
const todayInWords = () =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date());

/** A new seller in Madrid whose invoicing details carry an EORI number; the API as that seller. */
const sellerWithEori = async (page: Page) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('customs') });
  await page.goto('/private/shipments/all');
  const api = await signedInApi(page);
  await api.put('/billing-client', {
    type: 'business',
    companyName: 'Ana Libros SL',
    taxId: 'B12345674',
    firstName: 'Ana',
    lastName: 'García',
    email: 'ana@example.es',
    phone: '+34600111222',
    address: 'Calle Mayor 1',
    location: 'Madrid',
    zipCode: '28013',
    country: 'ES',
    eoriNumber: 'ESB12345678',
  });
  return api;
};

/** The seller's side of every customs document: the invoice number, the day and the sender. */
const expectCustomsDocument = async (
  page: Page,
  api: Awaited<ReturnType<typeof signedInApi>>,
  reference: string,
  recipientLines: readonly string[],
) => {
  const invoice = await api.get(`/shipments/${reference}/customs-invoice`);
  const text = await customsDocumentText(page, reference);
  for (const line of [
    'COMMERCIAL INVOICE',
    invoice.invoiceNumber,
    todayInWords(),
    'Ana García',
    'Ana Libros SL',
    'Calle Mayor 1',
    '28013 Madrid',
    'EORI number: ESB12345678',
    ...recipientLines,
  ]) {
    expect(text).toContain(line);
  }
};

test('a Turkish shipment gets a customs document with every letter and tariff code intact', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const api = await sellerWithEori(page);
  const reference = await shipThroughCustoms(
    page,
    {
      country: 'Türkiye',
      postcode: '34664',
      recipient: {
        firstName: 'İsmail',
        lastName: 'Şahin',
        phone: '+90 532 123 45 67',
        street: 'Çiçekçi Sokağı 7',
        city: 'Üsküdar',
      },
      recipientTaxId: '1234567890',
    },
    [
      { description: 'Leather handbag', hsCode: '4202.21.00' },
      { description: 'Cotton T-shirt', hsCode: '6109 10 00' },
    ],
  );
  await expectCustomsDocument(page, api, reference, [
    'İsmail Şahin',
    'Çiçekçi Sokağı 7',
    '34664 Üsküdar',
    'Tax ID: 1234567890',
    '42022100',
    '61091000',
  ]);
});

test('a British shipment gets a customs document with every letter intact', async ({ page }) => {
  test.setTimeout(150_000);
  const api = await sellerWithEori(page);
  const reference = await shipThroughCustoms(
    page,
    {
      country: 'United Kingdom',
      postcode: 'SW1A 1AA',
      recipient: {
        firstName: 'Siobhán',
        lastName: "O'Connor-Ødegård",
        phone: '+44 7911 123457',
        street: '1 Parliament Street',
        city: 'London',
      },
    },
    [{ description: 'Novels', hsCode: '490199' }],
  );
  await expectCustomsDocument(page, api, reference, [
    "Siobhán O'Connor-Ødegård",
    '1 Parliament Street',
    // As the UK writes it: the town, then the postcode on its own line.
    'London\nSW1A 1AA',
    'United Kingdom',
    '490199',
  ]);
});

test('a shipment to Dubai, where there are no postcodes, is bought and documented without one', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const api = await sellerWithEori(page);
  await page.goto('/private/shipments/create/info');
  const to = page.getByRole('group', { name: 'To' });
  await choose(page, to, 'Country', 'United Arab Emirates');
  // The postcode says it is not used there, and is not asked for.
  await expect(to.getByText('Not used in this country')).toBeVisible();
  await expect(to.getByRole('combobox', { name: 'Postcode' })).not.toHaveAttribute('required');
  const reference = await shipThroughCustoms(
    page,
    {
      country: 'United Arab Emirates',
      postcode: '',
      recipient: {
        firstName: 'Omar',
        lastName: 'Haddad',
        phone: '+971 50 123 4567',
        street: 'Sheikh Zayed Road 1',
        city: 'Dubai',
      },
    },
    [{ description: 'Novels', hsCode: '490199' }],
  );
  await expectCustomsDocument(page, api, reference, [
    'Omar Haddad',
    'Sheikh Zayed Road 1',
    'Dubai',
    '490199',
  ]);
});
