import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { apiPost } from '../support/addresses.ts';

test('a seller adds parcels up to the limit and the add button disappears', async ({ page }) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('parcels') });
  await page.goto('/private/settings/parcels');
  await expect(page.getByText('No saved parcels yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add parcel' }).click();
  const form = page.getByRole('form', { name: 'Save parcel' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Shoe box');
  await form.getByRole('textbox', { name: 'Weight (kg)' }).fill('1,5');
  await form.getByRole('textbox', { name: 'Length (cm)' }).fill('35');
  await form.getByRole('textbox', { name: 'Width (cm)' }).fill('25');
  await form.getByRole('textbox', { name: 'Height (cm)' }).fill('12');
  await form.getByRole('button', { name: 'Save parcel' }).click();
  await expect(page.getByText('Parcel saved')).toBeVisible();
  const shoeBox = page.getByRole('row').filter({ hasText: 'Shoe box' });
  await expect(shoeBox.getByText('1.5 kg')).toBeVisible();
  await expect(shoeBox.getByText('Default', { exact: true })).toBeVisible();

  for (let index = 2; index <= 15; index += 1) {
    await apiPost(page, '/parcels', { name: `Box ${index}`, weight: 1, length: 10, width: 10, height: 10 });
  }
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Box 15' })).toBeVisible();

  await page.getByRole('button', { name: 'Add parcel' }).click();
  await form.getByRole('textbox', { name: 'Name' }).fill('Box 16');
  await form.getByRole('textbox', { name: 'Weight (kg)' }).fill("2'25");
  await form.getByRole('textbox', { name: 'Length (cm)' }).fill('20');
  await form.getByRole('textbox', { name: 'Width (cm)' }).fill('20');
  await form.getByRole('textbox', { name: 'Height (cm)' }).fill('20');
  await form.getByRole('button', { name: 'Save parcel' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Box 16' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add parcel' })).toHaveCount(0);
  await expect(page.getByText('You have saved 16 parcels')).toBeVisible();

  await page.getByRole('button', { name: 'Set Box 16 as default' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'Box 16' }).getByText('Default', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete Box 2' }).click();
  await expect(page.getByRole('button', { name: 'Add parcel' })).toBeVisible();
});
