import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { billingDetails, glsService, madrid, paris, signedInApi } from '../support/shipments.ts';

/** Buys `count` GLS shipments Madrid → Paris in one order through the API and waits for their labels. */
const buyShipments = async (page: Page, count: number) => {
  const client = await signedInApi(page);
  await client.put('/billing-client', billingDetails);
  const references: string[] = [];
  for (let index = 0; index < count; index++) {
    const draft = await client.post('/shipments', {
      from: madrid,
      to: paris,
      parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
      service: glsService,
      content: { description: 'Books', value: 3500 },
    });
    references.push(draft.reference);
  }
  const { nonce } = await client.post('/payments/sandbox/tokenize', { method: 'bancontact' });
  await client.post('/orders', {
    shipments: references,
    payment: { type: 'DIRECT', method: 'bancontact', nonce },
    carriersTermsAndConditions: true,
    idempotencyKey: randomUUID(),
  });
  for (const reference of references)
    await expect
      .poll(async () => (await client.get(`/shipments/${reference}`)).state, { timeout: 30_000 })
      .toMatch(/READY_TO_PRINT|READY_FOR_COLLECTION/);
  return { client, references };
};

/** Opens a select and picks an option by its text, or by its place in the list. */
const choose = async (page: Page, select: Locator, option: string | number) => {
  await select.click();
  const list = page.locator(`[id="${await select.getAttribute('aria-controls')}"]`);
  const options = list.getByRole('option');
  await (typeof option === 'number'
    ? options.nth(option)
    : options.filter({ hasText: option }).first()
  ).click();
};

test('a seller books a carrier collection from the details page, moves it, and books one for two shipments from the list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('pickup') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
  const { client, references } = await buyShipments(page, 3);
  const [single, ...pair] = references as [string, string, string];

  await page.goto(`/private/shipments/${single}/details`);
  const card = page.getByRole('region', { name: 'Carrier collection' });
  await card.getByRole('button', { name: 'Book a collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a collection' });
  await expect(dialog.getByText('GLS collects 1 shipment(s) from the sender address.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Book collection' }).click();
  await expect(
    page.getByText(/^Collection booked\. Confirmation number GLS-PU-[0-9A-F]{8}\.$/),
  ).toBeVisible();
  const booked = (await client.get(`/pickups/shipment/${single}`)).pickup;
  await expect(card.getByText(booked.confirmationNumber)).toBeVisible();

  // Move it: the second day offered, from 14:00.
  await card.getByRole('button', { name: 'Change collection' }).click();
  const move = page.getByRole('dialog', { name: 'Change the collection' });
  await choose(page, move.getByRole('combobox', { name: 'Collection date' }), 1);
  await choose(page, move.getByRole('combobox', { name: 'From' }), '14:00');
  await move.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Collection changed.')).toBeVisible();
  const moved = (await client.get(`/pickups/shipment/${single}`)).pickup;
  expect(moved).toMatchObject({ confirmationNumber: booked.confirmationNumber, windowFrom: '14:00' });
  expect(moved.date > booked.date).toBe(true);
  await expect(card.getByText(/, 14:00–18:00$/)).toBeVisible();

  // Two shipments of the same sender address, on one collection from the list.
  await page.goto('/private/shipments/all');
  const list = page.getByRole('table', { name: /Shipments/ });
  for (const reference of pair) {
    await list.getByRole('row').filter({ hasText: reference }).getByRole('checkbox').check();
  }
  await page
    .getByRole('region', { name: 'Selected shipments' })
    .getByRole('button', { name: 'Bulk actions' })
    .click();
  await page
    .getByRole('dialog', { name: '2 shipments selected' })
    .getByRole('button', { name: 'Book a collection' })
    .click();
  const bulk = page.getByRole('dialog', { name: 'Book a collection' });
  await expect(bulk.getByText('GLS collects 2 shipment(s) from the sender address.')).toBeVisible();
  await bulk.getByRole('button', { name: 'Book collection' }).click();
  await expect(
    page.getByText(/^Collection booked\. Confirmation number GLS-PU-[0-9A-F]{8}\.$/).first(),
  ).toBeVisible();
  const [first, second] = await Promise.all(
    pair.map(async (reference) => (await client.get(`/pickups/shipment/${reference}`)).pickup),
  );
  expect(first.id).toBe(second.id);
  expect(first.parcelCount).toBe(2);
});
