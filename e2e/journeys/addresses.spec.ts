import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { apiPost, fillAddressForm } from '../support/addresses.ts';
import { choose } from '../support/checkout-parties.ts';

test.beforeEach(async ({ page }) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('addresses') });
});

test('a seller adds, edits, sets as default and deletes warehouses', async ({ page }) => {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/private\/settings\/addresses\/sender$/);
  await expect(page.getByText('No sender addresses yet')).toBeVisible();

  for (const [alias, zipCode, city] of [
    ['Madrid store', '28013', 'Madrid'],
    ['Seville store', '41001', 'Sevilla'],
  ] as const) {
    await page.getByRole('button', { name: 'Add sender address' }).click();
    const form = page.getByRole('form', { name: 'Save address' });
    await fillAddressForm(form, page, { alias, country: 'Spain', phone: '612 34 56 78', zipCode, city });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address saved').last()).toBeVisible();
    await expect(page.getByRole('listitem', { name: alias })).toBeVisible();
  }
  await expect(
    page.getByRole('listitem', { name: 'Madrid store' }).getByText('Default', { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Edit Seville store' }).click();
  const form = page.getByRole('form', { name: 'Save address' });
  await form.getByRole('textbox', { name: 'Alias' }).fill('Seville depot');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address updated')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Seville depot' })).toBeVisible();

  await page.getByRole('button', { name: 'Set Seville depot as default' }).click();
  await expect(
    page.getByRole('listitem', { name: 'Seville depot' }).getByText('Default', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Madrid store' }).getByText('Default', { exact: true }),
  ).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Seville depot' }).click();
  await expect(page.getByRole('listitem', { name: 'Seville depot' })).toHaveCount(0);
  await expect(page.getByText('Address deleted')).toBeVisible();
  // The remaining warehouse takes over as default.
  await expect(
    page.getByRole('listitem', { name: 'Madrid store' }).getByText('Default', { exact: true }),
  ).toBeVisible();
});

test('a seller fills the address book past a page, searches it and deletes the last row of a page', async ({
  page,
}) => {
  for (let index = 1; index <= 9; index += 1) {
    await apiPost(page, '/recipients', {
      alias: `Customer ${String(index).padStart(2, '0')}`,
      firstName: 'Luc',
      lastName: 'Martin',
      email: 'luc@example.fr',
      phone: '06 12 34 56 78',
      street1: '10 Rue de Rivoli',
      alpha2Code: 'FR',
      zipCode: '75001',
      city: 'Paris',
    });
  }
  await page.goto('/private/settings/addresses/recipient');
  const table = page.getByRole('table', { name: 'Recipient addresses' });
  await expect(table.getByRole('row')).toHaveCount(10);

  // The tenth entry goes past the first page.
  await page.getByRole('button', { name: 'Add recipient address' }).click();
  const form = page.getByRole('form', { name: 'Save address' });
  await fillAddressForm(form, page, {
    alias: 'Zoe in Lyon',
    country: 'France',
    phone: '06 98 76 54 32',
    zipCode: '69001',
    city: 'Lyon',
  });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved').last()).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('Zoe in Lyon')).toBeVisible();

  // Deleting the only row of page 2 falls back to page 1.
  await page.getByRole('button', { name: 'Delete Zoe in Lyon' }).click();
  await expect(page).toHaveURL(/\/addresses\/recipient$/);
  await expect(table.getByText('Customer 01')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search by alias' }).fill('customer 0');
  await expect(table.getByRole('row')).toHaveCount(10);
  await page.getByRole('searchbox', { name: 'Search by alias' }).fill('omer 07');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('Customer 07')).toBeVisible();
});

test('a French and a Spanish address with a wrong postcode are refused; an Italian one needs its province', async ({
  page,
}) => {
  await page.goto('/private/settings/addresses/sender');
  for (const [country, zipCode, phone] of [
    ['France', '7500', '06 12 34 56 78'],
    ['Spain', '60001', '612 34 56 78'],
  ] as const) {
    await page.getByRole('button', { name: 'Add sender address' }).click();
    const form = page.getByRole('form', { name: 'Save address' });
    await fillAddressForm(form, page, { alias: `${country} depot`, country, phone, zipCode });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText('This postcode does not exist in the chosen country')).toBeVisible();
    await page.getByRole('button', { name: 'Close panel' }).click();
  }
  await expect(page.getByText('No sender addresses yet')).toBeVisible();

  // The server refuses it too, naming the field.
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sd_csrf')?.value ?? '';
  const response = await page.request.post('/api/v1/warehouses', {
    headers: { 'x-csrf-token': csrf },
    data: {
      alias: 'Paris',
      firstName: 'Jo',
      lastName: 'Seller',
      email: 'jo@example.com',
      phone: '06 12 34 56 78',
      street1: '1 Rue',
      alpha2Code: 'FR',
      zipCode: '7500',
    },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).messages).toContainEqual(
    expect.objectContaining({ field: 'zipCode', message: 'form.error.postcode-invalid' }),
  );

  // Italy writes postcode, city and province, and carriers need the province: one of Italy's own.
  await page.getByRole('button', { name: 'Add sender address' }).click();
  const form = page.getByRole('form', { name: 'Save address' });
  await fillAddressForm(form, page, {
    alias: 'Milan depot',
    country: 'Italy',
    phone: '02 1234 5678',
    zipCode: '20121',
    city: 'Milano',
  });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Province is required')).toBeVisible();
  await choose(page, form, 'Province', 'Milano');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('listitem', { name: 'Milan depot' })).toContainText('20121 Milano MI');
});
