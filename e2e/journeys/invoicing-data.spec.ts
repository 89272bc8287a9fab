import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { signedInApi } from '../support/shipments.ts';

test('a seller sets the invoicing data: a VAT number and a tax id with wrong check digits are refused, the right ones saved', async ({
  page,
}) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('invoicing') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);

  await page.goto('/private/settings/billing/transactions');
  await page.getByRole('tab', { name: 'Invoicing data' }).click();
  await expect(page).toHaveURL(/\/private\/settings\/billing\/invoicing$/);
  const form = page.getByRole('form', { name: 'Invoicing data' });
  await form.getByRole('radio', { name: 'Company' }).check();
  await form.getByRole('textbox', { name: 'Company name' }).fill('Ana Books SL');
  const taxId = form.getByRole('textbox', { name: 'Tax id' });
  await taxId.fill('B12345678');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+34600111222');
  await form.getByRole('textbox', { name: /^Address( \*)?$/ }).fill('Calle Mayor 1');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('28013');
  await form.getByRole('textbox', { name: 'Town' }).fill('Madrid');
  const country = form.getByRole('combobox', { name: 'Country' });
  await country.fill('Spain');
  await page.getByRole('option', { name: 'Spain' }).click();

  // The VAT number is checked as it is typed: ESB12345678 has the wrong check digit.
  const vat = form.getByRole('textbox', { name: 'VAT number' });
  await vat.fill('ESB12345678');
  await expect(form.getByText('Enter the VAT number with its country code (e.g. ESB12345674)')).toBeVisible();
  await vat.fill('ESB12345674');
  await expect(form.getByText('Enter the VAT number with its country code (e.g. ESB12345674)')).toBeHidden();

  // The tax id is checked by the server, with the country's check digits.
  const save = form.getByRole('button', { name: 'Save invoicing data' });
  await save.click();
  await expect(form.getByRole('alert')).toHaveText('The tax id is not valid');
  await taxId.fill('B12345674');
  await save.click();
  await expect(page.getByText('Invoicing data saved')).toBeVisible();

  const client = await signedInApi(page);
  expect((await client.get('/billing-client')).billingClient).toMatchObject({
    type: 'business',
    companyName: 'Ana Books SL',
    taxId: 'B12345674',
    country: 'ES',
    vatNumber: 'ESB12345674',
  });
  // Saved as a company, its type, country and tax id are kept.
  await page.reload();
  await expect(form.getByRole('radio', { name: 'Self-employed' })).toBeDisabled();
  await expect(taxId).toBeDisabled();
  await expect(taxId).toHaveValue('B12345674');
});
