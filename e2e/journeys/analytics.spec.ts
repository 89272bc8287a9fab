import { expect, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { testOnOwnServer } from '../support/own-server.ts';
import {
  billingDetails,
  glsService,
  madrid,
  paris,
  signedInApi,
  startBulkAction,
} from '../support/shipments.ts';

// Analytics ranges end yesterday, and today's purchases count on today: these journeys run on a server
// of their own whose clock they move a day forward after buying.
const test = testOnOwnServer;

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const createDrafts = async (page: Page, contents: string[]) => {
  const client = await signedInApi(page);
  await client.put('/billing-client', billingDetails);
  for (const description of contents)
    await client.post('/shipments', {
      from: madrid,
      to: paris,
      parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
      service: glsService,
      content: { description, value: 3500 },
    });
};

test('a seller with analytics buys three shipments and, the next day, sees them in every chart with the total paid', async ({
  page,
  server,
}) => {
  test.setTimeout(110_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('analytics') });
  await createDrafts(page, ['Books', 'Books', 'Shoes']);

  await page.reload();
  await page.getByRole('checkbox', { name: 'Select all shipments' }).check();
  await startBulkAction(page, 3, 'Pay');
  const payment = page.getByRole('dialog', { name: 'Pay shipments' });
  await payment.getByRole('radio', { name: 'PayPal' }).check();
  const terms = payment.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  if (await terms.isVisible()) await terms.check();
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox PayPal' })).toBeVisible();
  const order = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/orders') && response.request().method() === 'POST',
  );
  await page.getByRole('link', { name: 'Approve' }).click();
  const { totalAmount } = (await (await order).json()) as { totalAmount: number };
  const boughtOn = utcDay(Date.now());

  // The next day, for the server and for the browser.
  server.nextDay();
  await page.clock.install({ time: Date.now() + DAY_MS });
  // The roll-ups follow the purchase within seconds; the page caches a chart for an hour, so open it
  // once the server counts all three.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/v1/analytics/shipments?from=${boughtOn}&to=${boughtOn}`);
      return response.ok() ? (await response.json()).series[0]?.shipments : response.status();
    })
    .toBe(3);

  await page.goto('/private/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  const chart = (name: string) => page.getByRole('region', { name });
  await expect(chart('Shipments over time').getByText('Shipments in this period: 3')).toBeVisible();
  // Shipments are counted whole: the count axis marks 0, 1, 2, 3, never 0.75.
  const countTicks = chart('Shipments over time').locator(
    '.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value',
  );
  await expect(countTicks.first()).toBeVisible();
  expect((await countTicks.allTextContents()).filter((tick) => !/^\d+$/.test(tick))).toEqual([]);
  const paid = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(
    totalAmount / 100,
  );
  await expect(
    chart('Total shipping cost over time').getByText(`Total cost in this period: ${paid}`),
  ).toBeVisible();
  const gls = chart('Shipments by carrier').getByRole('row', { name: /GLS/ });
  await expect(gls.getByRole('cell').first()).toHaveText('3');
  await expect(gls.getByRole('cell').nth(1)).toHaveText('100%');
  const france = chart('Shipments by destination country').getByRole('row', { name: /France/ });
  await expect(france.getByRole('cell').first()).toHaveText('3');
  const contents = chart('Shipments by content');
  await expect(contents.getByRole('row', { name: /books/ }).getByRole('cell').first()).toHaveText('2');
  await expect(contents.getByRole('row', { name: /shoes/ }).getByRole('cell').first()).toHaveText('1');
});

test('a seller whose analytics needs a subscription sees the upgrade notice instead of the charts', async ({
  page,
}) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('analytics-locked') });
  const client = await signedInApi(page);
  await client.put('/client/features/USER_ANALYTICS', { enabled: true, source: 'subscription' });

  await page.goto('/private/analytics');
  await expect(page.getByText('Analytics comes with a subscription')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipments over time' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/private\/subscriptions$/);
});
