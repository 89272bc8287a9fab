import { expect, type Page } from '@playwright/test';

export const STRONG_PASSWORD = 'Parcel-Journey-2026!';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Registers through the tenant's register page, as a new seller would. */
export const register = async (
  page: Page,
  options: { partner: string; email: string; password?: string },
) => {
  await page.goto(`/${options.partner}/register`);
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Seller');
  await page.getByLabel('Email').fill(options.email);
  await page.getByLabel('Password').fill(options.password ?? STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
};

/** Answers the privacy splash: data processing yes, marketing no. */
export const acceptPrivacy = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Your privacy' });
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await dialog.getByLabel('Yes, I agree').check();
  await expect(accept).toBeDisabled();
  await dialog.getByLabel('No, thanks').check();
  await accept.click();
  await expect(dialog).toBeHidden();
};

export const logIn = async (page: Page, options: { partner: string; email: string; password?: string }) => {
  await page.goto(`/${options.partner}/login`);
  await page.getByLabel('Email').fill(options.email);
  await page.getByLabel('Password').fill(options.password ?? STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
};

/**
 * A new seller signed in and past the privacy splash, set up through the API: for journeys about what
 * comes after sign-up, which the sign-in journeys walk through by hand. Lands on the ready-to-purchase inbox,
 * or on the given page (another tenant's prefix).
 */
export const signUp = async (
  page: Page,
  options: { partner: string; email: string; password?: string; landing?: string },
) => {
  const registered = await page.request.post('/api/v1/auth/register', {
    data: {
      tenant: options.partner,
      email: options.email,
      password: options.password ?? STRONG_PASSWORD,
      firstName: 'Jo',
      lastName: 'Seller',
      // The register page sends the language it shows: the journeys read English.
      language: 'en-GB',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sd_csrf')?.value ?? '';
  const policies = await page.request.put('/api/v1/user/policies', {
    data: { dataProcessing: true, marketingEmails: false, marketingCalls: false },
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
  });
  expect(policies.ok(), await policies.text()).toBe(true);
  await page.goto(options.landing ?? '/private/shipments/ready-to-purchase');
};
