import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { choose, fillParty, type Party, SELLER_IN_MADRID } from '../support/checkout-parties.ts';
import { madrid, paris, signedInApi, startBulkAction } from '../support/shipments.ts';

const BUYER_IN_LONDON: Party = {
  firstName: 'Ann',
  lastName: 'Buyer',
  phone: '+44 7911 123457',
  street: '5 Baker Street',
  city: 'London',
};

test('a seller saves a product, then picks it for the customs line of a parcel to the United Kingdom', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('products') });

  // The catalogue, from the settings menu.
  await page.goto('/private/settings/parcels');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/private\/settings\/products$/);
  await expect(page.getByText('No products yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add product' }).click();
  const form = page.getByRole('form', { name: 'Save product' });
  await form.getByRole('textbox', { name: 'Description' }).fill('Merino wool jumper');
  await form.getByRole('textbox', { name: 'HS tariff code' }).fill('6110.11.10');
  await choose(page, form, 'Country of origin', 'Portugal');
  await form.getByRole('textbox', { name: 'Value of one unit (EUR)' }).fill('45,00');
  await form.getByRole('textbox', { name: 'Net weight of one unit (kg)' }).fill('0,4');
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
  const jumper = page.getByRole('row').filter({ hasText: 'Merino wool jumper' });
  await expect(jumper.getByText('6110.11.10')).toBeVisible();
  await expect(jumper.getByText('Portugal')).toBeVisible();

  // A parcel from Madrid to London crosses a customs border.
  await page.goto('/private/shipments/create/info');
  const from = page.getByRole('group', { name: 'From' });
  const to = page.getByRole('group', { name: 'To' });
  await choose(page, from, 'Country', 'Spain');
  await from.getByRole('combobox', { name: 'Postcode' }).fill('28013');
  await choose(page, to, 'Country', 'United Kingdom');
  await to.getByRole('combobox', { name: 'Postcode' }).fill('NW1 6XE');
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
  await fillParty(page.getByRole('region', { name: 'Recipient' }), BUYER_IN_LONDON, 'Use this recipient');
  const pickup = page.getByRole('region', { name: 'Pick-up point' });
  if (await pickup.isVisible()) await pickup.getByRole('radio').first().check();
  const content = page.getByRole('region', { name: 'Content' });
  await content.getByRole('combobox', { name: 'What are you sending?' }).fill('Clothes');
  await content.getByRole('textbox', { name: 'Value (EUR)' }).fill('90');
  await page.getByRole('button', { name: 'Next' }).click();

  // The customs line is picked from the catalogue instead of typed.
  await expect(page).toHaveURL(/\/create\/customs$/);
  const item = page.getByRole('group', { name: 'Item 1' });
  await item.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await item.getByRole('combobox', { name: 'Pick from your products' }).fill('merino');
  await page.getByRole('option', { name: 'Merino wool jumper · HS 6110.11.10' }).click();
  await expect(item.getByRole('textbox', { name: 'Description' })).toHaveValue('Merino wool jumper');
  await expect(item.getByRole('textbox', { name: 'HS tariff code' })).toHaveValue('61101110');
  await expect(item.getByRole('combobox', { name: 'Country of origin' })).toHaveValue('Portugal');
  await expect(item.getByRole('textbox', { name: /Value of one unit/ })).toHaveValue('45.00');
  await expect(item.getByRole('textbox', { name: /Weight of one unit/ })).toHaveValue('0.4');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/create\/payment$/);

  // The saved customs invoice holds the product's HS code, origin, value and weight.
  const invoice = await (await signedInApi(page)).get(`/shipments/${reference}/customs-invoice`);
  expect(invoice.items).toEqual([
    {
      description: 'Merino wool jumper',
      quantity: 2,
      unitValue: 4500,
      weight: 0.4,
      hsCode: '61101110',
      originCountry: 'PT',
    },
  ]);
  expect(invoice.totalValue).toBe(9000);
});

test('a seller fills the content of several drafts at once from a saved product', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('products-bulk') });
  const api = await signedInApi(page);
  await api.post('/products', {
    description: 'Hand-painted tiles',
    hsCode: '690790',
    originCountry: 'ES',
    unitValue: 3450,
    weightGrams: 800,
  });
  const references: string[] = [];
  for (const index of [1, 2]) {
    const draft = await api.post('/shipments', {
      from: madrid,
      to: paris,
      parcels: [{ height: 10, length: 30, width: 20, weight: 1 }],
      content: { description: `Box ${index}`, value: 1000 },
    });
    references.push(draft.reference);
  }

  await page.goto('/private/shipments/draft');
  const list = page.getByRole('table', { name: /Shipments/ });
  for (const reference of references) await expect(list.getByText(reference)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all shipments' }).check();
  await startBulkAction(page, 2, 'Edit content');
  const content = page.getByRole('dialog', { name: 'Edit content' });
  await content.getByRole('combobox', { name: 'Pick from your products' }).fill('tiles');
  await page.getByRole('option', { name: 'Hand-painted tiles · HS 6907.90' }).click();
  await expect(content.getByRole('textbox', { name: /Content description/ })).toHaveValue(
    'Hand-painted tiles',
  );
  await expect(content.getByRole('textbox', { name: /Declared value/ })).toHaveValue('34.50');
  await content.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('2 shipments updated')).toBeVisible();
  for (const reference of references) {
    await expect
      .poll(async () => (await api.get(`/shipments/${reference}`)).data.content)
      .toMatchObject({ description: 'Hand-painted tiles', value: 3450 });
  }
});
