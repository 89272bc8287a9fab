import { expect, test } from '@playwright/test';
import { acceptPrivacy, logIn, register, STRONG_PASSWORD, uniqueEmail } from '../support/accounts.ts';

test('a seller registers on two tenants and lands on the ready-to-purchase inbox after consenting', async ({
  page,
}) => {
  await register(page, { partner: 'shipdeck', email: uniqueEmail('main') });
  await acceptPrivacy(page);
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
  await expect(page.getByRole('heading', { name: 'Ready to purchase' })).toBeVisible();

  await page.context().clearCookies();
  await register(page, { partner: 'belgo-parcel', email: uniqueEmail('be') });
  await acceptPrivacy(page);
  await expect(page).toHaveURL(/\/be\/private\/shipments\/ready-to-purchase$/);
  await expect(page.getByRole('banner').getByText('Belgo Parcel')).toBeVisible();
});

test('a seller logs out and logs back in', async ({ page }) => {
  const email = uniqueEmail('logout');
  await register(page, { partner: 'shipdeck', email });
  await acceptPrivacy(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/shipdeck\/login/);

  await page.goto('/private/shipments/ready-to-purchase');
  await expect(page).toHaveURL(/\/shipdeck\/login/);

  await logIn(page, { partner: 'shipdeck', email, password: 'Wrong-Password-2026!' });
  await expect(page.getByText('The email or password is not correct.')).toBeVisible();
  await logIn(page, { partner: 'shipdeck', email });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
});

test('a seller recovers a password through the link in the mail outbox', async ({ page }) => {
  const email = uniqueEmail('recover');
  await register(page, { partner: 'shipdeck', email });
  await acceptPrivacy(page);
  await page.context().clearCookies();

  await page.goto('/shipdeck/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login form has an Email field too: fill the reset form only once it is on screen.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  // The welcome mail of the registration came on its own, in the seller's language.
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(
              `/api/v1/dev/outbox?to=${encodeURIComponent(email)}&kind=seller-mails.welcome`,
            )
          ).json()) as { subject: string }[]
        ).map((mail) => mail.subject),
      { timeout: 15_000 },
    )
    .toEqual(['Welcome to Shipdeck']);

  await page.goto('/dev/outbox');
  // The reset mail, not the welcome mail the same address got at registration.
  const mail = page
    .locator('article')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: 'Shipdeck: reset your password' }) })
    .first();
  await mail
    .getByRole('link', { name: /new-password/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/shipdeck\/new-password\?token=/);

  const newPassword = 'Fresh-Start-2026?';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/shipdeck\/login/);

  await logIn(page, { partner: 'shipdeck', email, password: STRONG_PASSWORD });
  await expect(page.getByText('The email or password is not correct.')).toBeVisible();
  await logIn(page, { partner: 'shipdeck', email, password: newPassword });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
});

test('a session ended elsewhere returns the seller to login on the next page they open', async ({ page }) => {
  await register(page, { partner: 'shipdeck', email: uniqueEmail('expired') });
  await acceptPrivacy(page);
  await expect(page).toHaveURL(/\/private\/shipments\//);
  // The server forgets the session (as when it expires or is signed out on another device).
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sd_csrf')?.value ?? '';
  const loggedOut = await page.request.post('/api/v1/auth/logout', { headers: { 'x-csrf-token': csrf } });
  expect(loggedOut.status(), await loggedOut.text()).toBeLessThan(300);
  await page.goto('/private/settings');
  await expect(page).toHaveURL(/\/shipdeck\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('refusing data processing closes the session', async ({ page }) => {
  await register(page, { partner: 'shipdeck', email: uniqueEmail('refuse') });
  const dialog = page.getByRole('dialog', { name: 'Your privacy' });
  // Answering no to data processing goes straight to the close-account warning.
  await dialog.getByLabel('No, I do not agree').click();
  await expect(page.getByText('Close your account?')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Last warning')).toBeVisible();
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/shipdeck\/login/);
  await expect(page.getByText('your account has been closed')).toBeVisible();

  await page.goto('/private/shipments/ready-to-purchase');
  await expect(page).toHaveURL(/\/shipdeck\/login/);
});
