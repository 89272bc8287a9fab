import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { choose, fillParty, type Party } from '../support/checkout-parties.ts';
import { pdfText, printLabel } from '../support/labels.ts';
import { signedInApi } from '../support/shipments.ts';

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

test('a locker shipment bought in the checkout prints the lockers the seller picked, to hand in and to deliver to, on its label and its details', async ({
  page,
}) => {
  // Two checkouts of points, a payment, a label and the details: long on a busy two-core machine.
  test.setTimeout(240_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('locker-label') });

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
  // Handed in at a locker near the sender the seller picks, not the nearest one.
  const handIn = page.getByRole('region', { name: 'Where you hand the parcel in' });
  const handInRadio = handIn.getByRole('radio').nth(1);
  await handInRadio.check();
  const client = await signedInApi(page);
  const origin = await client.get(
    `/dropoff-points/${await handInRadio.inputValue()}?serviceId=inpost-locker-to-locker&country=GB&zip=${encodeURIComponent('SW1A 1AA')}`,
  );
  await expect(
    handIn.getByRole('radio', { name: `${origin.businessName} — ${origin.address}`, exact: false }),
  ).toBeChecked();
  await expect(handIn.getByText(origin.businessName, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/create\/address$/);

  await fillParty(page.getByRole('region', { name: 'Sender' }), SENDER, 'Use this sender');
  await fillParty(page.getByRole('region', { name: 'Recipient' }), RECIPIENT, 'Use this recipient');
  // Not the nearest locker: the label must carry the one picked.
  const pickup = page.getByRole('region', { name: 'Pick-up point' });
  const chosen = pickup.getByRole('radio').nth(2);
  await chosen.check();
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
  expect(draft.data.originDropoffPointId).toBe(origin.id);

  const invoicing = page.getByRole('group', { name: 'Invoicing details' });
  await invoicing.getByRole('textbox', { name: 'Tax id' }).fill('GB980780684');
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
  const text = pdfText(await printLabel(page, reference));
  expect(text).toContain(`SHIP TO LOCKER · ID ${point.id}`);
  expect(text).toContain(point.businessName);
  expect(text).toContain(point.address);
  expect(text).toContain(point.zipCode);
  expect(text).toContain('NOTIFY RECIPIENT');
  expect(text).toContain('Ann Buyer');
  expect(text).toContain(draft.data.to.phone);
  expect(text).not.toContain(RECIPIENT.street);
  expect(text).not.toContain('HOME DELIVERY');
  expect(text).toContain(`DROP OFF AT LOCKER · ID ${origin.id}`);
  expect(text).toContain(origin.businessName);
  expect(text).toContain(origin.address);

  // The details name both lockers, where to find them and when they open.
  await page.goto(`/private/shipments/${reference}/details`);
  const originBlock = page.getByRole('region', { name: 'Origin' });
  await expect(originBlock.getByText(origin.businessName)).toBeVisible();
  await expect(originBlock.getByText(`${origin.address}, ${origin.zipCode} ${origin.city}`)).toBeVisible();
  await expect(originBlock.getByRole('list', { name: 'Opening hours' })).toContainText('open 24 hours');
  const destinationBlock = page.getByRole('region', { name: 'Destination' });
  await expect(destinationBlock.getByText(point.businessName)).toBeVisible();
  await expect(destinationBlock.getByText(`${point.address}, ${point.zipCode} ${point.city}`)).toBeVisible();
});
