import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { billingDetails, signedInApi } from '../support/shipments.ts';

test('deferred payment by card: a seller sets a 3-D Secure card, sees it, then requests direct debit and gets the mandate', async ({
  page,
}) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('deferred') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
  // An administrator allows this client to pay deferred; its invoicing address is in Spain.
  const api = await signedInApi(page);
  await api.put('/client/deferred-payment', { allowDeferred: true });
  await api.put('/billing-client', billingDetails);

  await page.goto('/private/settings/billing/transactions');
  await page.getByRole('tab', { name: 'Payment' }).click();
  await expect(page).toHaveURL(/\/private\/settings\/billing\/payment$/);
  const deferred = page.getByRole('region', { name: 'Deferred payment' });
  await expect(deferred.getByText('No payment method is set for deferred payment yet.')).toBeVisible();
  await deferred.getByRole('button', { name: 'Set payment method' }).click();
  const form = deferred.getByRole('form', { name: 'Payment method' });
  await form.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await form.getByRole('textbox', { name: 'Expiry' }).fill('12/39');
  await form.getByRole('textbox', { name: 'CVV' }).fill('123');
  await form.getByRole('button', { name: 'Verify and save' }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await bank.getByRole('textbox', { name: 'Confirmation code' }).fill('1234');
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Deferred payment method saved.')).toBeVisible();
  await expect(deferred.getByText('Visa card ending in 1111')).toBeVisible();
  await expect(deferred.getByRole('button', { name: 'Change payment method' })).toBeVisible();

  const debit = page.getByRole('region', { name: 'Direct debit information' });
  const iban = debit.getByRole('textbox', { name: 'IBAN' });
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await debit.getByRole('textbox', { name: 'BIC' }).fill('COBADEFFXXX');
  await debit.getByRole('button', { name: 'Request direct debit' }).click();
  await expect(debit.getByText('Enter a valid IBAN.')).toBeVisible();
  await iban.fill('DE89 3704 0044 0532 0130 00');
  const popup = page.waitForEvent('popup');
  await debit.getByRole('button', { name: 'Request direct debit' }).click();
  const mandate = await popup;
  expect(mandate.url()).toMatch(/\/api\/v1\/billing\/direct-debit-mandates\/[\w-]+\/document$/);
  const document = await page.request.get(mandate.url());
  expect(document.headers()['content-type']).toBe('application/pdf');
  expect((await document.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await mandate.close();
  await expect(page.getByRole('link', { name: /^Open mandate SD-DD-/ })).toBeVisible();
  // Direct debit is now the method behind deferred payment, so its information no longer shows.
  await expect(deferred.getByText('Direct debit from the account ending in 3000')).toBeVisible();
  await expect(debit).toBeHidden();
});
