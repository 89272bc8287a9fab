import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { signedInApi } from '../support/shipments.ts';

test('a seller states an estimated monthly volume on the volume discounts page', async ({ page }) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('volume') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);

  await page.goto('/private/settings/billing');
  await page.getByRole('link', { name: 'Volume discounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Volume discounts' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Volume bands' }).getByText('1,000 or more shipments'),
  ).toBeVisible();
  await expect(page.getByText('You have no carrier rates yet: they appear once you ship.')).toBeVisible();

  const set = page.getByRole('button', { name: 'Set' });
  await expect(set).toBeDisabled();
  await page
    .getByRole('combobox', { name: 'Shipments a month' })
    .selectOption({ label: '200 – 499 shipments' });
  await set.click();
  await expect(page.getByText('Information saved')).toBeVisible();

  const client = await signedInApi(page);
  expect(await client.get('/volume-discounts')).toMatchObject({ isEstimated: true, estimatedBand: 'BAND_3' });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Shipments a month' })).toHaveValue('BAND_3');
});
