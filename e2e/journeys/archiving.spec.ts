import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { billingDetails, glsService, madrid, paris, signedInApi } from '../support/shipments.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** Two paid shipments Madrid → Paris with labels made (the checkout buys the same through its UI). */
const buyTwoShipments = async (page: Page) => {
  const client = await signedInApi(page);
  await client.put('/billing-client', billingDetails);
  const draft = async () =>
    (
      await client.post('/shipments', {
        from: madrid,
        to: paris,
        parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
        service: glsService,
        content: { description: 'Books', value: 3500 },
      })
    ).reference as string;
  const references = [await draft(), await draft()];
  const { nonce } = await client.post('/payments/sandbox/tokenize', { method: 'bancontact' });
  await client.post('/orders', {
    shipments: references,
    payment: { type: 'DIRECT', method: 'bancontact', nonce },
    carriersTermsAndConditions: true,
    idempotencyKey: randomUUID(),
  });
  for (const reference of references) {
    await expect
      .poll(async () => (await client.get(`/shipments/${reference}`)).state, { timeout: 30_000 })
      .toMatch(/READY_TO_PRINT|READY_FOR_COLLECTION/);
  }
  return { client, references };
};

const inboxes = (page: Page) => page.getByRole('navigation', { name: 'Inboxes' });
const shipmentsTable = (page: Page) => page.getByRole('table', { name: 'Shipments' });

test('a seller archives delivered shipments after a week and the daily job moves one to the archive', async ({
  page,
}) => {
  test.setTimeout(110_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('archiving') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
  const { client, references } = await buyTwoShipments(page);

  // Settings → Archiving: delivered shipments after one week, drafts never.
  await page.goto('/private/settings/billing');
  await page.getByRole('link', { name: 'Archiving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archiving' })).toBeVisible();
  const delivered = page.getByRole('radiogroup', { name: /Delivered shipments/ });
  await expect(delivered.getByRole('radio', { name: 'Never' })).toBeChecked();
  await delivered.getByRole('radio', { name: 'One week' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Archiving settings saved')).toBeVisible();
  expect(await client.get('/archive-settings')).toEqual({
    delivered: { active: 'ONEWEEK' },
    draft: { active: 'NEVER' },
  });

  // The sandbox carrier delivers the parcels (its clock moved on two days rather than waited for).
  await client.post('/dev/tracking/advance', { asOf: later(2) });
  const states = await Promise.all(
    references.map(async (reference) => (await client.get(`/shipments/${reference}`)).state as string),
  );
  const deliveredReference = references[states.indexOf('DELIVERED')];
  expect(deliveredReference, `states: ${states.join(', ')}`).toBeDefined();

  await page.goto('/private/shipments/delivered');
  await expect(shipmentsTable(page).getByText(deliveredReference!)).toBeVisible();
  const deliveredLink = inboxes(page).getByRole('link', { name: 'Delivered', exact: true });
  const counter = page.locator(`[id="${await deliveredLink.getAttribute('aria-describedby')}"]`);
  await expect(counter).toHaveText(String(states.filter((state) => state === 'DELIVERED').length));

  // The daily job, run as of eight days later: the open inbox and its count follow live.
  await client.post('/dev/archive-shipments', { asOf: later(8) });
  await expect(shipmentsTable(page).getByText(deliveredReference!)).toBeHidden({ timeout: 30_000 });
  await expect(counter).toHaveText('0');

  await inboxes(page).getByRole('link', { name: 'Archived', exact: true }).click();
  await expect(page).toHaveURL(/\/private\/shipments\/archived$/);
  await expect(shipmentsTable(page).getByText(deliveredReference!)).toBeVisible();
});
