import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { buyLabelThroughApi, signedInApi } from '../support/shipments.ts';

test('a seller picks ZPL 203 dpi in the label dialog and downloads a .zpl file holding the tracking number', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('thermal') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
  const client = await signedInApi(page);
  const reference = await buyLabelThroughApi(client);
  await expect
    .poll(async () => (await client.get(`/shipments/${reference}`)).state, { timeout: 30_000 })
    .toMatch(/READY_TO_PRINT|READY_FOR_COLLECTION|IN_TRANSIT/);
  const [trackingNumber] = (await client.get(`/shipments/${reference}`)).data.trackings as string[];

  await page.goto(`/private/shipments/${reference}/details`);
  await page
    .getByRole('complementary', { name: 'Actions' })
    .getByRole('button', { name: 'Print label' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Shipping label' });
  // A segmented control: its radio is hidden behind the label the seller clicks.
  await dialog.getByText('ZPL 203 dpi', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'ZPL 203 dpi' })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zpl$/);
  const zpl = await readFile(await download.path(), 'utf8');
  expect(zpl).toContain('^XA');
  expect(zpl).toContain('^PW812');
  expect(zpl).toContain(`^FD${trackingNumber}^FS`);
});
