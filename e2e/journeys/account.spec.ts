import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { logIn, STRONG_PASSWORD, signUp, uniqueEmail } from '../support/accounts.ts';

const openSettingsPage = async (page: Page, name: string) => {
  await page.goto('/private/settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

test('changing the password ends the session in another browser and keeps this one', async ({
  page,
  browser,
}) => {
  // Two browsers on a shared two-core machine: sign-up, the settings page and a second session take time.
  test.setTimeout(110_000);
  const email = uniqueEmail('password');
  await signUp(page, { partner: 'shipdeck', email });

  // A second browser signs in to the same account (through the API, to keep the journey short).
  const otherBrowser = await browser.newContext();
  const signedIn = await otherBrowser.request.post('/api/v1/auth/login', {
    data: { tenant: 'shipdeck', email, password: STRONG_PASSWORD },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  expect((await otherBrowser.request.get('/api/v1/user')).status()).toBe(200);

  await openSettingsPage(page, 'Your account');
  await page.getByRole('button', { name: 'Change password' }).click();
  const form = page.getByRole('form', { name: 'Change your password' });
  const newPassword = 'Brand-New-Secret-2026!';
  await form.getByLabel('Current password').fill(STRONG_PASSWORD);
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await form.getByLabel('Repeat new password').fill('Brand-New-Secret-2026?');
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Repeat new password').fill(newPassword);
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(form).toBeHidden();

  const other = await otherBrowser.newPage();
  await other.goto('/private/shipments/all');
  await expect(other).toHaveURL(/\/shipdeck\/login/);
  await otherBrowser.close();

  // This browser is still signed in: the page loads again with its session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
});

test('switching the language reloads the app in the new language', async ({ page }) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('language') });
  await openSettingsPage(page, 'Your account');

  const reloaded = page.waitForEvent('load');
  await page.getByLabel('Language of your account').selectOption('fr');
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeVisible();
  await expect(page.getByLabel('Langue de votre compte')).toHaveValue('fr');
  // The choice is the account's: a new visit opens in French too.
  await page.goto('/private/settings/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeVisible();
});

test('a seller downloads their data and the ZIP holds it as JSON and CSV', async ({ page }) => {
  const email = uniqueEmail('export');
  await signUp(page, { partner: 'shipdeck', email });
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sd_csrf')?.value ?? '';
  const saved = await page.request.post('/api/v1/parcels', {
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
    data: { name: 'Wine box', height: 20, length: 40, width: 30, weight: 4.75 },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await openSettingsPage(page, 'Privacy');
  await page.getByRole('button', { name: 'Prepare my data' }).click();
  const link = page.getByRole('link', { name: 'Download my data (ZIP)' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await link.click();
  const file = await (await download).path();

  const files = unzipSync(new Uint8Array(readFileSync(file)));
  const names = Object.keys(files);
  expect(names).toEqual(
    expect.arrayContaining([
      'account.json',
      ...['addresses', 'parcels', 'shipments', 'orders', 'invoices', 'customs-invoices'].flatMap((name) => [
        `${name}.csv`,
        `${name}.json`,
      ]),
    ]),
  );
  // Every section but the account itself comes as JSON and as CSV.
  const sections = names.filter((name) => name !== 'account.json');
  expect(
    sections
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/json$/, 'csv'))
      .sort(),
  ).toEqual(sections.filter((name) => name.endsWith('.csv')).sort());
  expect(JSON.parse(strFromU8(files['account.json']!)).user.email).toBe(email);
  expect(JSON.parse(strFromU8(files['parcels.json']!))).toEqual([
    expect.objectContaining({ name: 'Wine box', weightGrams: 4750, lengthCm: 40 }),
  ]);
  const parcelsCsv = strFromU8(files['parcels.csv']!)
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(parcelsCsv[0]).toContain('name');
  expect(parcelsCsv[1]).toContain('Wine box');
  expect(JSON.parse(strFromU8(files['shipments.json']!))).toEqual([]);
});

test('a seller deletes their account after reading what is erased and kept, and cannot sign in again', async ({
  page,
}) => {
  const email = uniqueEmail('delete');
  await signUp(page, { partner: 'shipdeck', email });
  await openSettingsPage(page, 'Privacy');

  await expect(page.getByText('What the law makes us keep')).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog.getByText(/Your invoices and orders with their billing details/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();

  await expect(page).toHaveURL(/\/shipdeck\/login\?reason=account-deleted$/);
  await expect(page.getByText(/Your account has been deleted/)).toBeVisible();
  await logIn(page, { partner: 'shipdeck', email });
  await expect(page.getByText('The email or password is not correct.')).toBeVisible();
});
