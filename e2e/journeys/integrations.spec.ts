import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';

test('a seller connects the sandbox marketplace through its OAuth page and its orders arrive as drafts', async ({
  page,
}) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('integrations') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);

  await page.goto('/private/settings/integrations');
  await page
    .getByRole('article', { name: 'OAuth test marketplace' })
    .getByRole('button', { name: 'Connect store' })
    .click();
  const panel = page.getByRole('dialog', { name: 'OAuth test marketplace' });
  await panel.getByLabel(/Store ID/).fill('4242');
  await panel.getByRole('button', { name: 'Connect' }).click();

  // The marketplace's own consent page, then back through the callback to the inbox.
  await expect(page.getByRole('heading', { name: 'Sandbox marketplace' })).toBeVisible();
  await expect(page.getByText(/orders of store 4242/)).toBeVisible();
  await page.getByRole('link', { name: 'Allow access' }).click();
  await expect(page).toHaveURL(/\/private\/shipments\/all$/);

  const modal = page.getByRole('dialog', { name: 'Import orders' });
  await expect(modal.getByText(/^\d+ orders imported\.$/)).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();

  const list = page.getByRole('table', { name: /Shipments/ });
  await expect(list.getByRole('row')).not.toHaveCount(0);
  await expect(list.getByText(/Order #\d{6}/).first()).toBeVisible();

  await page.goto('/private/settings/integrations');
  await expect(
    page.getByRole('article', { name: 'OAuth test marketplace' }).getByText('Connected'),
  ).toBeVisible();
});
