import { expect, type Page, test } from '@playwright/test';
import { signedInApi } from '../support/shipments.ts';
import { newSeller, subscribeByApi } from '../support/subscriptions.ts';

const startCancelling = async (page: Page) => {
  await page.goto('/private/subscriptions');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription' });
  await expect(dialog.getByRole('button', { name: 'Confirm cancellation' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'It is too expensive' }).check();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(
    dialog.getByText('Keep Silver for €5.99 instead of €11.98 on your next 3 billings.'),
  ).toBeVisible();
  return dialog;
};

test('a seller upgrades to Silver by card after verifying the phone with the SMS code', async ({ page }) => {
  await newSeller(page, 'upgrade');
  // The one-time-code status, as the payments-company tenant has it.
  await (await signedInApi(page)).put('/client/capabilities/oneTimeCode', { enabled: true });
  await page.goto('/private/subscriptions');
  await page.getByRole('button', { name: 'Choose Silver' }).click();
  const panel = page.getByRole('dialog', { name: 'Upgrade to Silver' });
  await expect(panel.getByText('Ana Books SL')).toBeVisible();
  await panel.getByRole('button', { name: 'Continue' }).click();

  await expect(panel.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+34600000012');
  await panel.getByRole('button', { name: 'Send code' }).click();
  await panel.getByRole('textbox', { name: 'Digit 1 of 5' }).click();
  // The sandbox sends 12345 to +34 600 000 0xx numbers (docs/sandbox.md).
  await page.keyboard.type('12345');
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(panel.getByText('Phone verified')).toBeVisible();
  await panel.getByRole('button', { name: 'Continue' }).click();

  const summary = panel.getByRole('region', { name: 'Your plan' });
  await expect(summary.getByText('Taxes (21%)')).toBeVisible();
  await expect(summary.getByText('€11.98')).toBeVisible();
  await panel.getByRole('radio', { name: 'Card' }).check();
  await panel.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await panel.getByRole('textbox', { name: 'Expiry' }).fill('12/39');
  await panel.getByRole('textbox', { name: 'CVV' }).fill('123');
  await panel.getByRole('button', { name: 'Subscribe and pay €11.98' }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await bank.getByRole('textbox', { name: 'Confirmation code' }).fill('1234');
  await bank.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(panel.getByText('Welcome to Silver')).toBeVisible();
  // The success closes the panel by itself after 4 s.
  await expect(panel).toBeHidden();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText(/^You pay €11\.98 every month\. Next billing on /)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Payment method' }).getByText(/ending in 1111/),
  ).toBeVisible();
});

test('a seller about to cancel for the price accepts the retention discount and keeps the plan', async ({
  page,
}) => {
  await newSeller(page, 'retention');
  await subscribeByApi(page);
  const dialog = await startCancelling(page);
  await dialog.getByRole('button', { name: 'Accept the discount' }).click();
  await expect(dialog.getByText('Discount applied')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(
    page.getByText('Your discount is applied: from your next billing you pay €5.99.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});

test('a seller declines the retention discount and the plan runs to its period end', async ({ page }) => {
  await newSeller(page, 'cancel');
  await subscribeByApi(page);
  const dialog = await startCancelling(page);
  await dialog.getByRole('button', { name: 'No thanks, cancel' }).click();
  await expect(
    dialog.getByText(/^Your subscription is cancelled\. Your plan stays active until /),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByText(/^Your plan is cancelled\. It stays active until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});
