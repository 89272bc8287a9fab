import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { expect, type Locator } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { testOnOwnServer } from '../support/own-server.ts';
import { BOOKS_BOX, glsService, madrid, paris, signedInApi } from '../support/shipments.ts';

/** Laptop screens sellers work on. */
const LAPTOPS = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
];

/** The list's rows are all this tall (ROW_HEIGHT of the list), whatever they hold. */
const ROW_HEIGHT = 68;

/**
 * The widest reference there is: references are random, and W is the widest of the letters they are
 * made of. No seller can choose one, so the journey gives it to a draft in its own server's database.
 */
const WIDEST = `SD${String(new Date().getUTCFullYear()).slice(2)}WWWWWWWWWW`;

const test = testOnOwnServer;

/** Gives a shipment another reference, in the database of the stopped server. */
const renameShipment = async (dataDir: string, options: { from: string; to: string }) => {
  // The extensions the server's migrations created, which its triggers use.
  const database = await PGlite.create({
    dataDir: join(dataDir, 'pglite'),
    extensions: { btree_gin, pg_trgm, unaccent },
  });
  try {
    const { affectedRows } = await database.query(
      'UPDATE shipments SET reference = $1 WHERE reference = $2',
      [options.to, options.from],
    );
    expect(affectedRows).toBe(1);
  } finally {
    await database.close();
  }
};

/** The texts and cells of a row drawn narrower than what they hold (cut with an ellipsis or clipped). */
const cutParts = (row: Locator) =>
  row.evaluate((tr) =>
    [...tr.querySelectorAll('td, p, [data-status] span')]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent}"`),
  );

test('a seller on a laptop reads the whole of the widest reference in the list, and every other column of its row whole', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(LAPTOPS[0]!);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('wide-reference') });
  const client = await signedInApi(page);
  const shipment = {
    from: madrid,
    to: paris,
    parcels: [BOOKS_BOX],
    content: { description: 'Books', value: 3500 },
  };
  // Two drafts ready to purchase around one still without a service, which gets the widest reference.
  await client.post('/shipments', { ...shipment, service: glsService });
  const { reference } = await client.post('/shipments', shipment);
  await client.post('/shipments', { ...shipment, service: glsService });
  await server.whileStopped(() => renameShipment(server.dataDir, { from: reference, to: WIDEST }));

  await page.goto('/private/shipments/all');
  const table = page.getByRole('table', { name: 'Shipments' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  // Made ready to purchase elsewhere while the seller looks at every shipment: it shows as new.
  await client.patch(`/shipments/${WIDEST}`, { service: glsService });
  const row = table.locator(`tr[data-reference="${WIDEST}"]`);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveText('Ready to purchase');
  const referenceLine = row.locator('td').nth(1).locator('p').first();
  await expect(referenceLine).toHaveText(WIDEST);

  for (const laptop of LAPTOPS) {
    const at = `at ${laptop.width}×${laptop.height}`;
    await page.setViewportSize(laptop);
    // The reference's own line holds it whole, without an ellipsis.
    expect(
      await referenceLine.evaluate((line) => line.scrollWidth <= line.clientWidth),
      `${at} the reference is cut`,
    ).toBe(true);
    expect(await cutParts(row), `${at} parts of the row are cut`).toEqual([]);
    // Neither the page nor the list scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      at,
    ).toBe(0);
    expect(
      await table.evaluate((list) => list.parentElement!.scrollWidth - list.parentElement!.clientWidth),
      at,
    ).toBe(0);
    // Every row keeps the list's one height, one under the other, with nothing spilling out of it.
    const boxes = await table.locator('tbody tr').evaluateAll((rows: HTMLElement[]) =>
      rows.map((tr) => ({
        top: tr.offsetTop,
        height: tr.offsetHeight,
        isSpilling: tr.scrollHeight > tr.clientHeight,
      })),
    );
    expect(boxes, at).toEqual(
      [0, 1, 2].map((index) => ({ top: index * ROW_HEIGHT, height: ROW_HEIGHT, isSpilling: false })),
    );
  }

  await page.setViewportSize(LAPTOPS[0]!);
  const screenshot = test.info().outputPath('list-at-1280x720.png');
  await page.screenshot({ path: screenshot });
  await test.info().attach('the list at 1280×720', { path: screenshot, contentType: 'image/png' });
});
