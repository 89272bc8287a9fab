import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';

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
