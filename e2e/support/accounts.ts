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
