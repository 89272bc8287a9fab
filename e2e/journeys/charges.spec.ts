import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { billingDetails, glsService, madrid, paris, signedInApi } from '../support/shipments.ts';

/** "€12.34" or "-€1.50" as the seller reads it, in cents. */
const centsOf = async (element: Locator) => {
  const text = (await element.textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) * (/[-−]/.test(text) ? -1 : 1);
};

const payByCard = async (page: Page) => {
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const challenge = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await challenge.getByRole('textbox', { name: 'Confirmation code' }).fill('1234');
  await challenge.getByRole('button', { name: 'Confirm payment' }).click();
};

test('the amount charged is the total shown, component by component', async ({ page }) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('charges') });
  const api = await signedInApi(page);
  await api.put('/billing-client', billingDetails);
  const draft = await api.post('/shipments', {
    from: madrid,
    to: paris,
    parcels: [{ weight: 2.5, length: 30, width: 20, height: 10 }],
    service: glsService,
    content: { description: 'Books', value: 3550 },
  });
  expect(draft.state).toBe('READY_TO_PURCHASE');
  const reference = draft.reference as string;

  // The service row says what the service will charge, management fee and VAT included.
  await page.goto(`/private/shipments/${reference}/create/service`);
  const row = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('radio', { name: /GLS EuroBusinessParcel/ }) });
  await expect(row.getByRole('list', { name: 'What this price is made of' })).toContainText('Management fee');
  const rowTotal = await centsOf(row.getByTestId('service-total'));

  await page.goto(`/private/shipments/${reference}/create/payment`);
  const summary = page.getByRole('region', { name: 'Price summary' });
  await expect(summary.getByText('Management fee')).toBeVisible();
  expect(await centsOf(page.getByTestId('checkout-total'))).toBe(rowTotal);

  // Extras join the summary, each on its own line.
  const extras = page.getByRole('group', { name: 'Insurance and extra services' });
  await extras.getByRole('combobox', { name: 'Insurance' }).click();
  await page.getByRole('option', { name: 'Enhanced carrier insurance' }).click();
  await extras.getByRole('checkbox', { name: /Proof of delivery/ }).check();
  await expect(summary.getByText('Insurance', { exact: true })).toBeVisible();
  await expect(summary.getByText('Proof of delivery', { exact: true })).toBeVisible();

  const lines = summary.locator('[data-charge-line]');
  await expect(lines).toHaveCount(4);
  let sum = 0;
  for (const line of await lines.all()) sum += await centsOf(line.locator('p').last());
  const subtotal = await centsOf(page.getByTestId('checkout-total-subtotal'));
  const taxes = await centsOf(page.getByTestId('checkout-total-taxes'));
  const shownTotal = await centsOf(page.getByTestId('checkout-total'));
  expect(sum).toBe(subtotal);
  expect(subtotal + taxes).toBe(shownTotal);
  expect(shownTotal).toBeGreaterThan(rowTotal);

  const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
  if (await terms.isVisible()) await terms.check();
  const ordered = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/orders') && response.request().method() === 'POST',
  );
  await payByCard(page);
  const { orderReference } = await (await ordered).json();
  await expect(page).toHaveURL(new RegExp(`/private/shipments/${reference}/details$`));

  // Read back through the API: the order took, and the payment charged, the total shown.
  const order = await api.get(`/orders/${orderReference}`);
  expect(order.status).toBe('PAID');
  expect(order.totalAmount).toBe(shownTotal);
  expect(order.shipments).toEqual([
    expect.objectContaining({ shipmentReference: reference, amount: shownTotal }),
  ]);
});
