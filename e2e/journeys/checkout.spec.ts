import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { choose } from '../support/checkout-parties.ts';
import { labelBlocks, pdfText, printLabel } from '../support/labels.ts';

type Party = { firstName: string; lastName: string; phone: string; street: string; city: string };

const SENDER: Party = {
  firstName: 'Jo',
  lastName: 'Seller',
  phone: '+44 7911 123456',
  street: '1 Downing Street',
  city: 'London',
};
const NEW_SHIPMENT = 'New shipment';
const RECIPIENT: Party = {
  firstName: 'Ann',
  lastName: 'Buyer',
  phone: '+44 7911 123457',
  street: '5 Baker Street',
  city: 'London',
};

test.beforeEach(async ({ page }) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('checkout') });
});

/** Step 1: route and one parcel; Next saves the draft. */
const fillInfo = async (
  page: Page,
  route: { fromCountry?: string; fromZip: string; toCountry?: string; toZip: string },
  options: { isFromInbox?: boolean } = {},
) => {
  if (options.isFromInbox) {
    // As a seller starts one: the new-shipment button of the shipments header.
    await page.goto('/private/shipments/all');
    await page.getByRole('link', { name: NEW_SHIPMENT }).first().click();
    await expect(page).toHaveURL(/\/private\/shipments\/create\/info$/);
  } else {
    await page.goto('/private/shipments/create/info');
  }
  const from = page.getByRole('group', { name: 'From' });
  const to = page.getByRole('group', { name: 'To' });
  if (route.fromCountry) await choose(page, from, 'Country', route.fromCountry);
  await from.getByRole('combobox', { name: 'Postcode' }).fill(route.fromZip);
  if (route.toCountry) await choose(page, to, 'Country', route.toCountry);
  await to.getByRole('combobox', { name: 'Postcode' }).fill(route.toZip);
  const parcel = page.getByRole('group', { name: 'Parcel 1' });
  await parcel.getByRole('textbox', { name: 'Weight (kg)' }).fill('2,5');
  await parcel.getByRole('textbox', { name: 'Length (cm)' }).fill('30');
  await parcel.getByRole('textbox', { name: 'Width (cm)' }).fill('20');
  await parcel.getByRole('textbox', { name: 'Height (cm)' }).fill('10');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/private\/shipments\/[^/]+\/create\/service$/);
};

/** Step 2: a service by name (or the cheapest); a collection service also takes the first date. */
const chooseService = async (page: Page, name?: RegExp) => {
  const radio = (name ? page.getByRole('radio', { name }) : page.getByRole('radio')).first();
  await radio.check();
  if (await page.getByRole('button', { name: 'Next' }).isVisible()) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radiogroup', { name: 'Collection date' }).getByRole('radio').first().check();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/create\/address$/);
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

/** Step 3: sender and recipient typed in, the content described. */
const fillAddresses = async (
  page: Page,
  parties: { sender?: Party; recipient?: Party; value?: string } = {},
) => {
  await fillParty(page.getByRole('region', { name: 'Sender' }), parties.sender ?? SENDER, 'Use this sender');
  await fillParty(
    page.getByRole('region', { name: 'Recipient' }),
    parties.recipient ?? RECIPIENT,
    'Use this recipient',
  );
  // A service that delivers to a pick-up point needs one chosen.
  const pickup = page.getByRole('region', { name: 'Pick-up point' });
  if (await pickup.isVisible()) await pickup.getByRole('radio').first().check();
  const content = page.getByRole('region', { name: 'Content' });
  await content.getByRole('combobox', { name: 'What are you sending?' }).fill('Books');
  await content.getByRole('textbox', { name: 'Value (EUR)' }).fill(parties.value ?? '25.50');
};

/** The invoice card opens as a form for a new seller. */
const saveInvoicing = async (page: Page) => {
  // A UK seller: the tax id is a UK VAT number with valid check digits.
  const card = page.getByRole('group', { name: 'Invoicing details' });
  await card.getByRole('textbox', { name: 'Tax id' }).fill('GB980780684');
  await card.getByRole('textbox', { name: 'First name' }).fill('Jo');
  await card.getByRole('textbox', { name: 'Last name' }).fill('Seller');
  await card.getByRole('textbox', { name: 'Phone' }).fill('+44 7911 123456');
  await card.getByRole('textbox', { name: 'Address' }).fill('1 Downing Street');
  await card.getByRole('textbox', { name: 'Town' }).fill('London');
  await card.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 2AA');
  await card.getByRole('button', { name: 'Save invoicing details' }).click();
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
};

const acceptTermsIfAsked = async (page: Page) => {
  const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
  if (await terms.isVisible()) await terms.check();
};

const payByCard = async (page: Page, number: string) => {
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const challenge = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await challenge.getByRole('textbox', { name: 'Confirmation code' }).fill('1234');
  await challenge.getByRole('button', { name: 'Confirm payment' }).click();
};

/** WCAG 2 A and AA on the page as it is now. */
const expectAccessible = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
};

const referenceOf = (page: Page) => /\/shipments\/([^/]+)\/create/.exec(page.url())?.[1] ?? '';

test('a domestic parcel paid by card through the 3-D Secure challenge, its label printed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fillInfo(page, { fromZip: 'SW1A 1AA', toZip: 'EC1A 1BB' }, { isFromInbox: true });
  const reference = referenceOf(page);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectAccessible(page);
  // Delivered to the recipient's door, so the label's ship-to block is the recipient's address.
  await chooseService(page, /Locker to Door/);
  await expect(page.getByRole('region', { name: 'Content' })).toBeVisible();
  await expectAccessible(page);
  await fillAddresses(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/create\/payment$/);

  const summary = page.getByRole('region', { name: 'Price summary' });
  await expect(summary.getByText('Subtotal')).toBeVisible();
  await expect(summary.getByText('VAT (')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(/€\d+\.\d\d/);
  await expectAccessible(page);
  await saveInvoicing(page);
  await acceptTermsIfAsked(page);
  await payByCard(page, '4111 1111 1111 1111');

  await expect(page).toHaveURL(new RegExp(`/private/shipments/${reference}/details$`));

  // The printed label: the sender in its sender block, the recipient in the ship-to block, and the
  // routing block sorting the parcel to the recipient's postcode.
  const label = await printLabel(page, reference);
  const from = pdfText(label, labelBlocks.sender);
  expect(from).toContain('Jo Seller');
  expect(from).toContain(SENDER.street);
  expect(from).toContain('SW1A 1AA');
  expect(from).not.toContain('Buyer');
  const shipTo = pdfText(label, labelBlocks.shipTo);
  expect(shipTo).toContain('SHIP TO');
  expect(shipTo).toContain('Ann Buyer');
  expect(shipTo).toContain(RECIPIENT.street);
  expect(shipTo).toContain('EC1A 1BB');
  expect(shipTo).not.toContain('Seller');
  expect(shipTo).not.toContain(SENDER.street);
  const routing = pdfText(label, labelBlocks.routing);
  expect(routing).toContain('EC1A 1BB');
  expect(routing).toContain('EC-LON');
  expect(routing).not.toContain('SW1A');
});

test('a declined card keeps the shipment payable, then another card pays it', async ({ page }) => {
  await fillInfo(page, { fromZip: 'SW1A 1AA', toZip: 'EC1A 1BB' });
  const reference = referenceOf(page);
  await chooseService(page);
  await fillAddresses(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await saveInvoicing(page);
  await acceptTermsIfAsked(page);

  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'The payment did not go through' })).toContainText(
    'The payment was declined',
  );
  await expect(page).toHaveURL(/\/create\/payment$/);

  await payByCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(new RegExp(`/private/shipments/${reference}/details$`));
});

test('a 100 % voucher makes the order free', async ({ page }) => {
  await fillInfo(page, { fromZip: 'SW1A 1AA', toZip: 'EC1A 1BB' });
  const reference = referenceOf(page);
  // Royal Mail services take no voucher: a service that does is chosen.
  await chooseService(page, /^(?!Royal Mail)/);
  await fillAddresses(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await saveInvoicing(page);
  const voucher = page.getByRole('region', { name: 'Voucher' });
  await voucher.getByRole('textbox', { name: 'Voucher code' }).fill('FREESHIP');
  await voucher.getByRole('button', { name: 'Apply' }).click();
  await expect(voucher.getByText('Voucher FREESHIP applied')).toBeVisible();
  await expect(page.getByText('Nothing to pay: this order is free.')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('€0.00');
  await acceptTermsIfAsked(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/private/shipments/${reference}/details$`));
});

test('a draft resumes at its saved step after a reload and on another device', async ({ page, browser }) => {
  await fillInfo(page, { fromZip: 'SW1A 1AA', toZip: 'EC1A 1BB' });
  const reference = referenceOf(page);
  await chooseService(page);
  // Saved at the address step: the edit route sends the seller back there.
  await page.goto(`/private/shipments/${reference}/create`);
  await expect(page).toHaveURL(new RegExp(`/shipments/${reference}/create/address$`));

  await fillAddresses(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/create\/payment$/);

  // Another device: the same session in a fresh browser context lands on the payment step.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const second = await other.newPage();
  await second.goto(`/private/shipments/${reference}/create`);
  await expect(second).toHaveURL(new RegExp(`/shipments/${reference}/create/payment$`));
  await expect(second.getByRole('region', { name: 'Price summary' })).toBeVisible();
  await other.close();
});

test('a drop-off service with a pick-up point and cash on delivery', async ({ page }) => {
  await fillInfo(page, { fromZip: 'SW1A 1AA', toZip: 'EC1A 1BB' });
  const reference = referenceOf(page);
  // Dropped at a locker and delivered to one: Save at once, no collection date.
  await page
    .getByRole('radio', { name: /Locker to Locker/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'See drop-off points' }).first().click();
  await expect(
    page
      .getByRole('region', { name: 'Drop-off points near you' })
      .getByText(/m away/)
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page
    .getByRole('radio', { name: /Locker to Locker/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/create\/address$/);

  // Without the pick-up point the address step does not go on.
  await fillParty(page.getByRole('region', { name: 'Sender' }), SENDER, 'Use this sender');
  await fillParty(page.getByRole('region', { name: 'Recipient' }), RECIPIENT, 'Use this recipient');
  const content = page.getByRole('region', { name: 'Content' });
  await content.getByRole('combobox', { name: 'What are you sending?' }).fill('Books');
  await content.getByRole('textbox', { name: 'Value (EUR)' }).fill('40');
  await page.getByRole('button', { name: 'Next' }).click();
  const pickup = page.getByRole('region', { name: 'Pick-up point' });
  await expect(pickup.getByRole('alert')).toContainText('Choose the pick-up point');
  await pickup.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/create\/payment$/);

  await saveInvoicing(page);
  const extras = page.getByRole('group', { name: 'Insurance and extra services' });
  await extras.getByRole('checkbox', { name: 'Cash on delivery' }).check();
  await extras.getByRole('textbox', { name: 'Account holder' }).fill('Jo Seller');
  await extras.getByRole('textbox', { name: 'Amount to collect (EUR)' }).fill('40');
  await extras.getByRole('textbox', { name: 'IBAN' }).fill('GB82 WEST 1234 5698 7654 31');
  await expect(extras.getByText('The IBAN is not valid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
  await extras.getByRole('textbox', { name: 'IBAN' }).fill('GB82 WEST 1234 5698 7654 32');
  await expect(
    page.getByRole('region', { name: 'Price summary' }).getByText('Cash on delivery'),
  ).toBeVisible();
  await payByCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(new RegExp(`/private/shipments/${reference}/details$`));
});

test('an international parcel with customs paid by PayPal', async ({ page }) => {
  await fillInfo(page, { fromZip: 'SW1A 1AA', toCountry: 'France', toZip: '75001' });
  const reference = referenceOf(page);
  await chooseService(page);
  await fillAddresses(page, {
    recipient: {
      firstName: 'Luc',
      lastName: 'Martin',
      phone: '+33 6 12 34 56 78',
      street: '10 Rue de Rivoli',
      city: 'Paris',
    },
  });
  await page.getByRole('button', { name: 'Next' }).click();

  // Leaving the United Kingdom for the EU needs a customs invoice, prefilled from the content.
  await expect(page).toHaveURL(/\/create\/customs$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Purchase or sale');
  await expect(page.getByRole('combobox', { name: 'Reason for export' })).toHaveValue('Purchase or sale');
  const item = page.getByRole('group', { name: 'Item 1' });
  await expect(item.getByRole('textbox', { name: 'Description' })).toHaveValue('Books');
  await item.getByRole('textbox', { name: 'HS tariff code' }).fill('4901 99');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/create\/payment$/);

  await saveInvoicing(page);
  await acceptTermsIfAsked(page);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox PayPal' })).toBeVisible();
  await page.getByRole('link', { name: 'Approve' }).click();
  // Back in the checkout with paymentId, token and PayerID: the order is placed.
  await expect(page).toHaveURL(new RegExp(`/private/shipments/${reference}/details$`));
});

test("a route no service reaches says 'services not found' and leads back to the shipment details", async ({
  page,
}) => {
  // Sandbox magic value: a British postcode ending in 9ZZ has no service.
  await fillInfo(page, { fromZip: 'SW1A 1AA', toZip: 'SW1A 9ZZ' });
  await expect(page.getByRole('alert').filter({ hasText: 'Services not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Change shipment details' }).click();
  await expect(page).toHaveURL(/\/create\/info$/);
  const to = page.getByRole('group', { name: 'To' });
  await expect(to.getByRole('combobox', { name: 'Postcode' })).toHaveValue('SW1A 9ZZ');

  // Another destination, by keyboard only: the country input finds Turkey from its local name.
  const country = to.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.press('ControlOrMeta+a');
  await country.pressSequentially('Türk');
  await expect(country).toHaveAttribute('aria-expanded', 'true');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText(/^T(ü|u)rk(iye|ey)$/);
  await country.press('ArrowDown');
  await country.press('ArrowUp');
  await country.press('Enter');
  await expect(country).toHaveValue(/^T(ü|u)rk(iye|ey)$/);
  await expect(country).toHaveAttribute('aria-expanded', 'false');
  // A new country empties the postcode, which belonged to the old one.
  await expect(to.getByRole('combobox', { name: 'Postcode' })).toHaveValue('');
});
