import { expect, request, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';

test('a seller generates an API key, copies it, a program uses it, and the seller revokes it', async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('api-key') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);

  await page.goto('/private/settings/billing');
  await page.getByRole('link', { name: 'API key' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API key' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'What the API lets you do' }).getByRole('listitem'),
  ).toHaveCount(3);

  await page.getByRole('button', { name: 'Generate API key' }).click();
  const field = page.getByRole('textbox', { name: 'API key' });
  await expect(field).toHaveValue(/^sdk_/);
  const key = await field.inputValue();
  await expect(page.getByText(/not used yet/)).toBeVisible();

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  // A program with the key and no browser session.
  const program = await request.newContext({ baseURL });
  const asProgram = () => program.get('/api/v1/client', { headers: { 'x-api-key': key } });
  expect((await asProgram()).status()).toBe(200);
  await page.reload();
  await expect(page.getByText(/last used/)).toBeVisible();
  await expect(field).toHaveValue(key);

  await page.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke the API key?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  const done = page.getByRole('dialog', { name: 'API key revoked' });
  await expect(done.getByText('The API key has been revoked. Programs can no longer use it.')).toBeVisible();
  await done.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Generate API key' })).toBeVisible();
  expect((await asProgram()).status()).toBe(401);
  await program.dispose();
});
