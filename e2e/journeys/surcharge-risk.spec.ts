import { expect, test } from '@playwright/test';
import { acceptPrivacy, register, uniqueEmail } from '../support/accounts.ts';

test('a bulky light parcel shows the surcharge badge in the checkout service step', async ({ page }) => {
  await register(page, { partner: 'shipdeck', email: uniqueEmail('surcharge') });
  await acceptPrivacy(page);

  await page.goto('/private/shipments/create/info');
  await page
    .getByRole('group', { name: 'From' })
    .getByRole('combobox', { name: 'Postcode' })
    .fill('SW1A 1AA');
  await page.getByRole('group', { name: 'To' }).getByRole('combobox', { name: 'Postcode' }).fill('EC1A 1BB');
  // 60 × 40 × 40 cm at 2 kg: 16 to 19 kg by volume, whatever the carrier's divisor.
  const parcel = page.getByRole('group', { name: 'Parcel 1' });
  await parcel.getByRole('textbox', { name: 'Weight (kg)' }).fill('2');
  await parcel.getByRole('textbox', { name: 'Length (cm)' }).fill('60');
  await parcel.getByRole('textbox', { name: 'Width (cm)' }).fill('40');
  await parcel.getByRole('textbox', { name: 'Height (cm)' }).fill('40');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/create\/service$/);

  const risky = page.getByTestId('surcharge-risks').first();
  await expect(risky.getByText('Surcharge risk')).toBeVisible();
  await expect(
    risky.getByText(/^Billed by volume as \d+(\.\d)? kg, not the 2 kg declared: £?€?[\d.,]+ more$/),
  ).toBeVisible();
});
