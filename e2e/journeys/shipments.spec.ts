import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { acceptPrivacy, logIn } from '../support/accounts.ts';

const DEMO = { partner: 'shipdeck', email: 'demo@shipdeck.local', password: 'Demo-Shipdeck-2026!' };

/** Signs the demo seller in and opens an inbox. */
const openInbox = async (page: Page, inbox: string) => {
  await logIn(page, DEMO);
  await page.waitForURL(/\/private\/shipments\//);
  const privacy = page.getByRole('dialog', { name: 'Your privacy' });
  if (await privacy.isVisible().catch(() => false)) await acceptPrivacy(page);
  await page.goto(`/private/shipments/${inbox}`);
  await expect(page.getByRole('navigation', { name: 'Inboxes' })).toBeVisible();
};

const inboxes = (page: Page) => page.getByRole('navigation', { name: 'Inboxes' });
const shipmentsTable = (page: Page) => page.getByRole('table', { name: 'Shipments' });
const rows = (page: Page) => shipmentsTable(page).locator('tbody tr');

/** The count shown beside an inbox link (its accessible description). */
const countOf = async (page: Page, name: string) => {
  const link = inboxes(page).getByRole('link', { name, exact: true });
  const id = await link.getAttribute('aria-describedby');
  const counter = page.locator(`[id="${id}"]`);
  await expect(counter).toHaveText(/\d/);
  return Number((await counter.textContent())!.replace(/\D/g, ''));
};

const csrfHeader = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sd_csrf');
  return { 'x-csrf-token': decodeURIComponent(cookie?.value ?? '') };
};

/** Display statuses each inbox may show. */
const STATUSES: Record<string, string[]> = {
  'Ready to purchase': ['Ready to purchase'],
  Draft: ['Draft'],
  Processing: ['Processing'],
  'Ready for shipping': ['Ready for shipping'],
  Tracking: ['In transit', 'Out for delivery', 'Delivered', 'Incident', 'Returned to sender'],
  'In transit': ['In transit'],
  'Out for delivery': ['Out for delivery'],
  Delivered: ['Delivered'],
  Incident: ['Incident'],
  'Returned to sender': ['Returned to sender'],
  Cancelled: ['Cancelled'],
};

/** The list's size (its aria-rowcount less the header row) matches the inbox count beside the link. */
const expectListMatchesCount = async (page: Page, name: string) => {
  await expect
    .poll(async () => {
      const rowCount = await shipmentsTable(page)
        .getAttribute('aria-rowcount', { timeout: 2000 })
        .catch(() => null);
      return rowCount === null ? null : Number(rowCount) - 1 - (await countOf(page, name));
    })
    .toBe(0);
};

test('a seller moves through every inbox and sees its rows and count', async ({ page }) => {
  test.setTimeout(120_000);
  await openInbox(page, 'all');
  const all = await countOf(page, 'All');
  expect(all).toBeGreaterThan(200);
  await expectListMatchesCount(page, 'All');

  for (const name of Object.keys(STATUSES)) {
    await inboxes(page).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await countOf(page, name), name).toBeGreaterThan(0);
    await expectListMatchesCount(page, name);
    const shown = await rows(page).locator('[data-status]').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const status of shown) expect(STATUSES[name], `${name} shows ${status}`).toContain(status);
  }

  const pending = (await countOf(page, 'Ready to purchase')) + (await countOf(page, 'Draft'));
  const tracking = ['In transit', 'Out for delivery', 'Delivered', 'Incident', 'Returned to sender'];
  let tracked = 0;
  for (const name of tracking) tracked += await countOf(page, name);
  expect(await countOf(page, 'Tracking')).toBe(tracked);
  const parts = ['Processing', 'Ready for shipping', 'Cancelled'];
  let rest = 0;
  for (const name of parts) rest += await countOf(page, name);
  expect(pending + tracked + rest).toBe(all);

  await inboxes(page).getByRole('link', { name: 'Archived', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archived' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(0);
  await expect(inboxes(page).getByRole('link', { name: 'Archived', exact: true })).not.toHaveAttribute(
    'aria-describedby',
  );

  await page.goto('/private/shipments/pending');
  await expect(page).toHaveURL(/\/private\/shipments\/all$/);
});

test('a seller filters by carrier, reloads, and keeps the filter', async ({ page }) => {
  await openInbox(page, 'all');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  const form = page.getByRole('form', { name: 'Filters' });
  const carrier = form.getByLabel('Carrier');
  await expect(carrier.locator('option')).not.toHaveCount(1);
  const chosen = (await carrier.locator('option').nth(1).textContent())!;
  await carrier.selectOption(chosen);
  await form.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(
    new RegExp(`carrier_name=${encodeURIComponent(chosen).replace(/%20/g, '(\\+|%20)')}`),
  );
  const expectOnlyChosen = () =>
    expect
      .poll(async () => {
        const carriers = await rows(page).locator('td:nth-child(4) p:first-child').allTextContents();
        return carriers.length > 0 && carriers.every((name) => name === chosen);
      })
      .toBe(true);

  await expectOnlyChosen();
  const filteredCount = await shipmentsTable(page).getAttribute('aria-rowcount');
  expect(Number(filteredCount) - 1).toBeLessThan(await countOf(page, 'All'));

  await page.reload();
  await expect(page).toHaveURL(/carrier_name=/);
  await expect(shipmentsTable(page)).toHaveAttribute('aria-rowcount', filteredCount!);
  await expectOnlyChosen();
  await expect(page.getByRole('button', { name: 'Filters' })).toContainText('1');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('Carrier')).toHaveValue(chosen);
});

test('a seller scrolls the all inbox down to the third page', async ({ page }) => {
  test.setTimeout(120_000);
  await openInbox(page, 'all');
  await expect(rows(page).first()).toBeVisible();
  const third = page.waitForRequest((request) => /\/api\/v1\/shipments\?.*offset=40/.test(request.url()));
  // Scrolls on until the third page's rows show, as a seller keeps turning the wheel.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(Number(await rows(page).last().getAttribute('aria-rowindex'))).toBeGreaterThan(41);
  }).toPass({ timeout: 30_000 });
  await third;
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(async () => Number(await rows(page).last().getAttribute('aria-rowindex')))
    .toBeGreaterThan(41);
});

test('a seller exports the delivered inbox and downloads the CSV', async ({ page }) => {
  await openInbox(page, 'delivered');
  const delivered = await countOf(page, 'Delivered');
  await page.getByRole('button', { name: 'Export' }).click();
  const panel = page.getByRole('dialog', { name: 'Export shipments' });
  await panel.getByRole('button', { name: 'Create CSV file' }).click();
  const link = panel.getByRole('link', { name: 'Download CSV' });
  await expect(link).toBeVisible({ timeout: 20_000 });

  const download = page.waitForEvent('download');
  await link.click();
  const file = await (await download).path();
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^reference,status,created_at/);
  expect(lines).toHaveLength(delivered + 1);
  expect(lines.slice(1).every((line) => line.split(',')[1] === 'DELIVERED')).toBe(true);
});

test('a seller deletes a draft after confirming', async ({ page }) => {
  await openInbox(page, 'draft');
  const before = await countOf(page, 'Draft');
  const row = rows(page).first();
  const reference = (await row.getAttribute('data-reference'))!;
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
  await expect(dialog).toContainText(reference);
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByText('Shipment deleted')).toBeVisible();
  await expect(shipmentsTable(page).locator(`tr[data-reference="${reference}"]`)).toHaveCount(0);
  await expect.poll(() => countOf(page, 'Draft')).toBe(before - 1);
  const gone = await page.request.get(`/api/v1/shipments/${reference}`);
  expect(gone.status()).toBe(404);
});

test('a seller duplicates a shipment into a new tab and creates its return shipment', async ({ page }) => {
  await openInbox(page, 'delivered');
  const row = rows(page).first();
  const reference = (await row.getAttribute('data-reference'))!;
  const source = await (await page.request.get(`/api/v1/shipments/${reference}`)).json();

  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: 'Duplicate' }).click();
  const tab = await popup;
  await tab.waitForURL(/\/private\/shipments\/[^/]+\/create/);
  const duplicate = /\/shipments\/([^/]+)\/create/.exec(tab.url())![1]!;
  expect(duplicate).not.toBe(reference);
  await tab.close();
  await expect(page.getByText(`Shipment duplicated as ${duplicate}`)).toBeVisible();
  const copy = await (await page.request.get(`/api/v1/shipments/${duplicate}`)).json();
  expect(copy.data.to.city).toBe(source.data.to.city);

  await row.getByRole('button', { name: 'Return shipment' }).click();
  const toast = page.getByText(/^Return shipment \S+ created$/);
  await expect(toast).toBeVisible();
  const returned = /Return shipment (\S+) created/.exec((await toast.textContent())!)![1]!;
  const back = await (await page.request.get(`/api/v1/shipments/${returned}`)).json();
  expect(back.data.to.city).toBe(source.data.from.city);
  expect(back.data.from.city).toBe(source.data.to.city);
  await page.getByRole('link', { name: `Open ${returned}` }).click();
  await expect(page).toHaveURL(new RegExp(`/private/shipments/${returned}/create`));
});

test('a shipment changed through the API changes in the open list without a reload', async ({ page }) => {
  await openInbox(page, 'ready-to-purchase');
  const row = rows(page).first();
  const reference = (await row.getAttribute('data-reference'))!;
  const orderId = `LIVE-${Date.now().toString(36)}`;

  const response = await page.request.patch(`/api/v1/shipments/${reference}`, {
    data: { shipmentCustomReference: orderId },
    headers: await csrfHeader(page),
  });
  expect(response.ok()).toBe(true);
  await expect(shipmentsTable(page).locator(`tr[data-reference="${reference}"]`)).toContainText(
    `Order ${orderId}`,
  );
});
