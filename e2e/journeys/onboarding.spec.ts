import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { signedInApi } from '../support/shipments.ts';
import { newSeller, SANDBOX_CARDS } from '../support/subscriptions.ts';

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Onboarding progress' });

/** The platforms step: a store, 'no store' for marketplaces, a phone; then the connect page of the store. */
const answerPlatforms = async (page: Page, prefix: string) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Where do you sell?' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Continue' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Shopify' }).click();
  await page.getByRole('checkbox', { name: 'I do not have any marketplace outlets' }).click();
  await expect(page.getByRole('textbox', { name: /Country prefix/ })).toHaveValue(prefix);
  await page.getByRole('textbox', { name: /Phone number/ }).fill('470123456');
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your Shopify store' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
};

test('onboarding in a tenant with subscriptions: the free plan, then where the seller sells', async ({
  page,
}) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('onboarding-plans') });
  await page.goto('/private/onboarding');
  await expect(page).toHaveURL(/\/private\/onboarding\/select-plan$/);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', /^33/);
  await page.getByRole('region', { name: 'Free' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/private\/onboarding\/platforms$/);
  await answerPlatforms(page, '+44');
});

test('onboarding with the Silver plan: paid by card in the upgrade panel, then the setup goes on', async ({
  page,
}) => {
  await newSeller(page, 'onboarding-plus');
  await page.goto('/private/onboarding');
  await expect(page).toHaveURL(/\/private\/onboarding\/select-plan$/);
  await page.getByRole('button', { name: 'Choose Silver' }).click();

  const panel = page.getByRole('dialog', { name: 'Upgrade to Silver' });
  await expect(panel.getByText('Ana Books SL')).toBeVisible();
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByRole('radio', { name: 'Card' }).check();
  await panel.getByRole('textbox', { name: 'Card number' }).fill(SANDBOX_CARDS.paid);
  await panel.getByRole('textbox', { name: 'Expiry' }).fill('12/39');
  await panel.getByRole('textbox', { name: 'CVV' }).fill('123');
  await panel.getByRole('button', { name: 'Subscribe and pay €11.98' }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await bank.getByRole('textbox', { name: 'Confirmation code' }).fill('1234');
  await bank.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(panel.getByText('Welcome to Silver')).toBeVisible();
  // In onboarding the panel stays until the seller goes on, and going on leads to the next step.
  await panel.getByRole('button', { name: 'Continue setup' }).click();
  await expect(page).toHaveURL(/\/private\/onboarding\/platforms$/);
  await answerPlatforms(page, '+44');

  const { subscription } = await (await signedInApi(page)).get('/subscriptions/current');
  expect(subscription).toMatchObject({ state: 'active', plan: { code: 'PLUS' }, currentBillingAmount: 1198 });
  await page.goto('/private/subscriptions');
  await expect(
    page
      .getByRole('region', { name: 'Your plan' })
      .getByText(/^You pay €11\.98 every month\. Next billing on /),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Silver' })).toHaveCount(0);
});

test('onboarding in a tenant without subscriptions starts on the platforms step', async ({ page }) => {
  await signUp(page, {
    partner: 'belgo-parcel',
    email: uniqueEmail('onboarding-be'),
    landing: '/be/private/onboarding',
  });
  await expect(page).toHaveURL(/\/be\/private\/onboarding\/platforms$/);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
  await answerPlatforms(page, '+32');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/be\/private\/shipments\/all$/);
});
