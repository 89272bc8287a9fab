import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';

const CSV = [
  'order_id;recipient_first_name;recipient_last_name;recipient_zip;recipient_country;parcel_weight_kg;parcel_length_cm;parcel_width_cm;parcel_height_cm;content_value',
  'JRN-1;Zoé;Dupont;75002;FR;1,5;30;20;10;25,00',
  'JRN-2;Íñigo;Martínez;28013;ES;0,5;20;15;5;19,90',
  'JRN-3;Luc;Martin;ABCDE;FR;1;30;20;10;5',
].join('\r\n');

test('a seller imports a CSV with good and bad rows, downloads the bad ones and finds the drafts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('csv-import') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);

  await page.getByRole('button', { name: 'More ways to create a shipment' }).click();
  await page.getByRole('menuitem', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import shipments from CSV' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8'),
  });

  await expect(dialog.getByText('2 shipments imported')).toBeVisible({ timeout: 20_000 });
  await expect(
    dialog.getByRole('row', { name: /4 recipient_zip This postcode does not exist/ }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download the rows to fix (CSV)' }).click();
  const bad = await readFile(await (await download).path(), 'utf8');
  expect(bad).toContain('JRN-3,Luc,Martin,ABCDE');

  // The offer to insure is selected by default; drafts without a service yet say so.
  await expect(dialog.getByRole('checkbox', { name: /Protect the imported shipments/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Protect and close' }).click();
  await expect(dialog.getByText(/2 shipments could not be insured yet/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  await page.goto('/private/shipments/draft');
  const list = page.getByRole('table', { name: /Shipments/ });
  await expect(list.getByText('Zoé Dupont')).toBeVisible();
  await expect(list.getByText('Íñigo Martínez')).toBeVisible();
});
