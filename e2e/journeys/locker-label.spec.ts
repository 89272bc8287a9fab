import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptPrivacy, register, uniqueEmail } from '../support/accounts.ts';
import { signedInApi } from '../support/shipments.ts';

type Party = { firstName: string; lastName: string; phone: string; street: string; city: string };

const SENDER: Party = {
  firstName: 'Jo',
  lastName: 'Seller',
  phone: '+44 7911 123456',
  street: '1 Downing Street',
  city: 'London',
};
const RECIPIENT: Party = {
  firstName: 'Ann',
  lastName: 'Buyer',
  phone: '+44 7911 123457',
  street: '5 Baker Street',
  city: 'London',
};

/** What poppler extracts from a PDF: the text a person (or a carrier's scanner) reads on the label. */
const pdfText = (pdf: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'journey-label-'));
  try {
    const file = join(dir, 'label.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Picks an option unless it is already chosen (picking the chosen option again clears it). */
const choose = async (page: Page, scope: Locator, label: string, option: string) => {
  const input = scope.getByRole('combobox', { name: label });
  if ((await input.inputValue()) === option) return;
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
};

const fillParty = async (section: Locator, party: Party, button: string) => {
  await section.getByRole('textbox', { name: 'First name' }).fill(party.firstName);
  await section.getByRole('textbox', { name: 'Last name' }).fill(party.lastName);
  await section.getByRole('textbox', { name: 'Email' }).fill(`${party.firstName.toLowerCase()}@example.com`);
  await section.getByRole('textbox', { name: 'Phone' }).fill(party.phone);
  await section.getByRole('textbox', { name: 'Street and number' }).fill(party.street);
  await section.getByRole('textbox', { name: 'City' }).fill(party.city);
  await section.getByRole('button', { name: button }).click();
  await expect(section.getByRole('button', { name: 'Change' })).toBeVisible();
};

test('a locker shipment bought in the checkout prints the locker the seller picked on its label', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await register(page, { partner: 'shipdeck', email: uniqueEmail('locker-label') });
  await acceptPrivacy(page);

  // Route and parcel: London to London, a parcel a locker takes.
  await page.goto('/private/shipments/create/info');
  const from = page.getByRole('group', { name: 'From' });
  const to = page.getByRole('group', { name: 'To' });
  await choose(page, from, 'Country', 'United Kingdom');
  await from.getByRole('combobox', { name: 'Postcode' }).fill('SW1A 1AA');
  await choose(page, to, 'Country', 'United Kingdom');
  await to.getByRole('combobox', { name: 'Postcode' }).fill('EC1A 1BB');
  const parcel = page.getByRole('group', { name: 'Parcel 1' });
  await parcel.getByRole('textbox', { name: 'Weight (kg)' }).fill('2,5');
  await parcel.getByRole('textbox', { name: 'Length (cm)' }).fill('30');
  await parcel.getByRole('textbox', { name: 'Width (cm)' }).fill('20');
  await parcel.getByRole('textbox', { name: 'Height (cm)' }).fill('10');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/private\/shipments\/[^/]+\/create\/service$/);
  const reference = /\/shipments\/([^/]+)\/create/.exec(page.url())?.[1] ?? '';

  // Dropped off at a locker and delivered to one: saved at once, no collection date.
  await page
    .getByRole('radio', { name: /Locker to Locker/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/create\/address$/);

  await fillParty(page.getByRole('region', { name: 'Sender' }), SENDER, 'Use this sender');
  await fillParty(page.getByRole('region', { name: 'Recipient' }), RECIPIENT, 'Use this recipient');
  // Not the nearest locker: the label must carry the one picked.
  const pickup = page.getByRole('region', { name: 'Pick-up point' });
  const chosen = pickup.getByRole('radio').nth(2);
  await chosen.check();
  const client = await signedInApi(page);
  const point = await client.get(
    `/dropoff-points/${await chosen.inputValue()}?serviceId=inpost-locker-to-locker&country=GB&zip=${encodeURIComponent('EC1A 1BB')}`,
  );
  expect(point.type).toBe('LOCKER');
  await expect(
    pickup.getByRole('radio', { name: `${point.businessName} — ${point.address}`, exact: false }),
  ).toBeChecked();
  const content = page.getByRole('region', { name: 'Content' });
  await content.getByRole('combobox', { name: 'What are you sending?' }).fill('Books');
  await content.getByRole('textbox', { name: 'Value (EUR)' }).fill('25.50');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/create\/payment$/);

  const draft = await client.get(`/shipments/${reference}`);
  expect(draft.data.dropoffPointId).toBe(point.id);

  const invoicing = page.getByRole('group', { name: 'Invoicing details' });
  await invoicing.getByRole('textbox', { name: 'Tax id' }).fill('X1234567L');
  await invoicing.getByRole('textbox', { name: 'First name' }).fill('Jo');
  await invoicing.getByRole('textbox', { name: 'Last name' }).fill('Seller');
  await invoicing.getByRole('textbox', { name: 'Phone' }).fill('+44 7911 123456');
  await invoicing.getByRole('textbox', { name: 'Address' }).fill('1 Downing Street');
  await invoicing.getByRole('textbox', { name: 'Town' }).fill('London');
  await invoicing.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 2AA');
  await invoicing.getByRole('button', { name: 'Save invoicing details' }).click();
  await expect(invoicing.getByRole('button', { name: 'Edit' })).toBeVisible();
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

  // The carrier job makes the label shortly after payment; then the seller prints it.
  await expect
    .poll(async () => (await client.get(`/shipments/${reference}`)).state, { timeout: 30_000 })
    .toMatch(/READY_TO_PRINT|READY_FOR_COLLECTION/);
  await page.reload();
  const actions = page.getByRole('complementary', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Print label' }).click();
  const labelDialog = page.getByRole('dialog', { name: 'Shipping label' });
  const popup = page.waitForEvent('popup');
  await labelDialog.getByRole('button', { name: 'Print' }).click();
  await expect(labelDialog.getByText('Your label is ready to print.')).toBeVisible();
  const href = await labelDialog.getByTestId('label-link').getAttribute('href');
  await (await popup).close();
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toContain('application/pdf');

  const text = pdfText(await file.body());
  expect(text).toContain(`SHIP TO LOCKER · ID ${point.id}`);
  expect(text).toContain(point.businessName);
  expect(text).toContain(point.address);
  expect(text).toContain(point.zipCode);
  expect(text).toContain('NOTIFY RECIPIENT');
  expect(text).toContain('Ann Buyer');
  expect(text).toContain(draft.data.to.phone);
  expect(text).not.toContain(RECIPIENT.street);
  expect(text).not.toContain('HOME DELIVERY');
});
