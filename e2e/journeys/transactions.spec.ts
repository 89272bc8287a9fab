import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { billingDetails, glsService, madrid, paris, signedInApi } from '../support/shipments.ts';

/** Two orders of one shipment each, bought through the API as the checkout would (Bancontact). */
const buyTwoOrders = async (page: Page) => {
  const client = await signedInApi(page);
  await client.put('/billing-client', billingDetails);
  const orders: { orderReference: string; totalAmount: number }[] = [];
  for (const description of ['Books', 'Shoes']) {
    const { reference } = await client.post('/shipments', {
      from: madrid,
      to: paris,
      parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
      service: glsService,
      content: { description, value: 3500 },
    });
    const { nonce } = await client.post('/payments/sandbox/tokenize', { method: 'bancontact' });
    orders.push(
      await client.post('/orders', {
        shipments: [reference],
        payment: { type: 'DIRECT', method: 'bancontact', nonce },
        carriersTermsAndConditions: true,
        idempotencyKey: randomUUID(),
      }),
    );
  }
  return orders;
};

const euros = (minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);

test('a seller finds an order among the transactions by its reference and by period', async ({ page }) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('transactions') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
  const [first, second] = await buyTwoOrders(page);

  await page.goto('/private/settings');
  await expect(page).toHaveURL(/\/private\/settings\/billing\/transactions$/);
  await expect(page.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Transactions' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  // Newest first.
  await expect(rows.nth(1)).toContainText(second!.orderReference);
  await expect(rows.nth(1)).toContainText('Labels order');
  await expect(rows.nth(1)).toContainText(euros(second!.totalAmount));

  const search = page.getByRole('searchbox', { name: 'Order reference' });
  // Three characters are not searched; the whole reference is, and it is kept in the address.
  await search.fill(first!.orderReference.slice(-3));
  await expect(rows).toHaveCount(3);
  await search.fill(first!.orderReference.slice(-8).toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]id=${first!.orderReference.slice(-8).toLowerCase()}`));
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(first!.orderReference);
  await expect(rows.nth(1)).toContainText(euros(first!.totalAmount));

  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last month' });
  await expect(page.getByText('No transactions in this period')).toBeVisible();
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);

  // A reload shows the same filters; the seller goes back to this month and clears the search.
  await page.reload();
  await expect(page.getByText('No transactions in this period')).toBeVisible();
  await expect(search).toHaveValue(first!.orderReference.slice(-8).toLowerCase());
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'This month' });
  await expect(rows).toHaveCount(2);
  await search.fill('');
  await expect(rows).toHaveCount(3);
});
