import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import {
  billingDetails,
  glsService,
  madrid,
  paris,
  signedInApi,
  startBulkAction,
} from '../support/shipments.ts';

const DRAFTS = 12;

/** Ready drafts on the same route (so they share services) and the seller's invoicing details. */
const createDrafts = async (page: Page, count = DRAFTS) => {
  const client = await signedInApi(page);
  await client.put('/billing-client', billingDetails);
  const references: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const draft = await client.post('/shipments', {
      from: madrid,
      to: paris,
      parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
      service: glsService,
      content: { description: `Books, box ${index + 1}`, value: 3500 },
    });
    references.push(draft.reference);
  }
  return { client, references };
};

const expectNoAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
};

test('a seller pays twelve drafts in one order after changing their service and collection date, and prints all labels on A4', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('bulk-order') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
  const { client, references } = await createDrafts(page);

  await page.reload();
  const list = page.getByRole('table', { name: /Shipments/ });
  for (const reference of references) await expect(list.getByText(reference)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all shipments' }).check();
  const bar = page.getByRole('region', { name: 'Selected shipments' });
  await expect(bar.getByText(`${DRAFTS} selected`)).toBeVisible();
  await bar.getByRole('button', { name: 'Bulk actions' }).click();
  const panel = page.getByRole('dialog', { name: `${DRAFTS} shipments selected` });

  // One service for all twelve: SEUR's door-to-door service instead of GLS's.
  await panel.getByRole('button', { name: 'Change service' }).click();
  const servicesPanel = page.getByRole('dialog', { name: 'Change service' });
  const services = servicesPanel.getByRole('radiogroup', { name: 'Service' });
  await expect(services.getByRole('radio').first()).toBeVisible();
  const chosen = services.getByRole('radio', { name: /^SEUR Classic Predict/ });
  await chosen.check();
  const serviceId = await chosen.getAttribute('value');
  // Priced as the seller will be charged for all twelve: the management fee named, VAT on it.
  const option = servicesPanel
    .locator('.mantine-Radio-root')
    .filter({ has: page.getByRole('radio', { name: /^SEUR Classic Predict/ }) });
  await expect(option.getByTestId('bulk-service-lines')).toContainText('Management fee');
  const serviceTotal = await option.getByTestId('bulk-service-total').textContent();
  await servicesPanel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${DRAFTS} shipments updated`)).toBeVisible();
  await expect
    .poll(async () => (await client.get(`/shipments/${references[0]}`)).data.service?.id)
    .toBe(serviceId);

  // The day the carrier collects them all.
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Change collection date' }).click();
  const datesPanel = page.getByRole('dialog', { name: 'Change collection date' });
  const day = datesPanel.getByRole('radiogroup', { name: 'Collection date' }).getByRole('radio').nth(1);
  await day.check();
  const date = await day.getAttribute('value');
  await datesPanel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${DRAFTS} shipments updated`).first()).toBeVisible();
  await expect
    .poll(async () => (await client.get(`/shipments/${references[DRAFTS - 1]}`)).data.collection?.date)
    .toBe(date);

  // Pay them all in one order, by card through the bank's 3-D Secure check.
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Pay' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay shipments' });
  await expect(payment.getByRole('region', { name: `To pay now: ${DRAFTS}` })).toBeVisible();
  // The total to pay is the one the service list said.
  await expect(payment.getByTestId('bulk-payment-total')).toHaveText(serviceTotal ?? 'no total');
  await payment.getByRole('radio', { name: 'Card' }).check();
  // Check the payment panel on its own, once the update toasts have gone.
  await expect(page.getByText(`${DRAFTS} shipments updated`)).toHaveCount(0, { timeout: 20_000 });
  await expectNoAxeViolations(page);
  await payment.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await payment.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await payment.getByRole('textbox', { name: 'CVV' }).fill('123');
  const terms = payment.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  if (await terms.isVisible()) await terms.check();
  const order = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/orders') && response.request().method() === 'POST',
  );
  await payment.getByRole('button', { name: 'Pay' }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await bank.getByRole('textbox', { name: 'Confirmation code' }).fill('1234');
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  const placed = (await (await order).json()) as { orderReference: string; shipments: unknown[] };
  expect(placed.shipments).toHaveLength(DRAFTS);

  // The summary counts the labels as the carrier makes them, then prints them on one A4 file.
  await expect(page).toHaveURL(
    new RegExp(`/private/shipments/bulk/summary\\?order=${placed.orderReference}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Payment summary' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(DRAFTS + 1);
  await expect(page.getByTestId('labels-ready')).toHaveText(`Labels ready: ${DRAFTS}/${DRAFTS}`, {
    timeout: 60_000,
  });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Print all labels' }).click();
  const labels = page.getByRole('dialog', { name: `Labels of ${DRAFTS} shipments` });
  const file = page.waitForResponse((response) => response.url().includes('/api/v1/shipments/labels?'));
  await labels.getByRole('button', { name: 'Download' }).click();
  const answer = await file;
  expect(new URL(answer.url()).searchParams.get('format')).toBe('COMBINED_A4');
  expect(new URL(answer.url()).searchParams.get('references')?.split(',')).toHaveLength(DRAFTS);
  const href = await labels.getByTestId('label-link').getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a seller pays two drafts by PayPal from the bulk panel: back from PayPal the panel completes the order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('bulk-paypal') });
  const { references } = await createDrafts(page, 2);

  await page.reload();
  const list = page.getByRole('table', { name: /Shipments/ });
  for (const reference of references) await expect(list.getByText(reference)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all shipments' }).check();
  await startBulkAction(page, 2, 'Pay');
  const payment = page.getByRole('dialog', { name: 'Pay shipments' });
  await expect(payment.getByRole('region', { name: 'To pay now: 2' })).toBeVisible();
  await payment.getByRole('radio', { name: 'PayPal' }).check();
  const terms = payment.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  if (await terms.isVisible()) await terms.check();
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();

  // PayPal's approval page, then back to the inbox with paymentId, token and PayerID.
  await expect(page.getByRole('heading', { name: 'Sandbox PayPal' })).toBeVisible();
  const order = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/orders') && response.request().method() === 'POST',
  );
  await page.getByRole('link', { name: 'Approve' }).click();
  const placed = (await (await order).json()) as { orderReference: string; shipments: unknown[] };
  expect(placed.shipments).toHaveLength(2);
  await expect(page).toHaveURL(
    new RegExp(`/private/shipments/bulk/summary\\?order=${placed.orderReference}$`),
  );
  await expect(page.getByTestId('labels-ready')).toHaveText('Labels ready: 2/2', { timeout: 60_000 });
});

test('a seller applies a voucher in the bulk payment: an unknown code is refused, a good one lowers the total, and the order charges that total', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('bulk-voucher') });
  const { client, references } = await createDrafts(page, 3);

  await page.reload();
  const list = page.getByRole('table', { name: /Shipments/ });
  for (const reference of references) await expect(list.getByText(reference)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all shipments' }).check();
  await startBulkAction(page, 3, 'Pay');
  const payment = page.getByRole('dialog', { name: 'Pay shipments' });
  await expect(payment.getByRole('region', { name: 'To pay now: 3' })).toBeVisible();
  const total = payment.getByTestId('bulk-payment-total');
  await expect(total).not.toBeEmpty();
  const fullTotal = await total.textContent();

  const voucher = payment.getByRole('region', { name: 'Voucher' });
  await voucher.getByRole('textbox', { name: 'Voucher code' }).fill('NOSUCHCODE');
  await voucher.getByRole('button', { name: 'Apply' }).click();
  await expect(voucher.getByText('This voucher does not exist or has expired')).toBeVisible();
  await expect(total).toHaveText(fullTotal ?? 'no total');

  await voucher.getByRole('textbox', { name: 'Voucher code' }).fill('welcome10');
  await voucher.getByRole('button', { name: 'Apply' }).click();
  await expect(voucher.getByText('Voucher WELCOME10 applied to 3 of 3 shipments')).toBeVisible();
  await expect(total).not.toHaveText(fullTotal ?? 'no total');
  const priced = (await client.post('/shipments/price', { references })) as {
    totalPrice: { totalPrice: number };
  };
  await expectNoAxeViolations(page);

  await payment.getByRole('radio', { name: 'Card' }).check();
  await payment.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await payment.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await payment.getByRole('textbox', { name: 'CVV' }).fill('123');
  const terms = payment.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  if (await terms.isVisible()) await terms.check();
  const order = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/orders') && response.request().method() === 'POST',
  );
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await bank.getByRole('textbox', { name: 'Confirmation code' }).fill('1234');
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  const placed = (await (await order).json()) as { orderReference: string; totalAmount: number };
  expect(placed.totalAmount).toBe(priced.totalPrice.totalPrice);
  await expect(page).toHaveURL(
    new RegExp(`/private/shipments/bulk/summary\\?order=${placed.orderReference}$`),
  );
  // Each bought shipment names the voucher it was bought with.
  expect((await client.get(`/shipments/${references[0]}`)).data.voucherName).toBe('WELCOME10');
});
