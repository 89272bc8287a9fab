import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { billingDetails, glsService, madrid, paris, signedInApi } from '../support/shipments.ts';

const draftOf = (extra: Record<string, unknown> = {}) => ({
  from: madrid,
  to: paris,
  parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
  service: glsService,
  content: { description: 'Books', value: 3500 },
  ...extra,
});

/** Selects the listed shipments and pays them by card through the bank's 3-D Secure check. */
const payByCard = async (page: Page, references: string[]) => {
  const list = page.getByRole('table', { name: /Shipments/ });
  for (const reference of references) {
    await expect(list.getByText(reference)).toBeVisible();
    await page.getByRole('checkbox', { name: `Select shipment ${reference}` }).check();
  }
  await page
    .getByRole('region', { name: 'Selected shipments' })
    .getByRole('button', { name: 'Bulk actions' })
    .click();
  await page
    .getByRole('dialog', { name: new RegExp(`^${references.length} shipments? selected$`) })
    .getByRole('button', { name: 'Pay' })
    .click();
  const payment = page.getByRole('dialog', { name: 'Pay shipments' });
  await payment.getByRole('radio', { name: 'Card' }).check();
  await payment.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await payment.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await payment.getByRole('textbox', { name: 'CVV' }).fill('123');
  const terms = payment.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  if (await terms.isVisible()) await terms.check();
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await bank.getByRole('textbox', { name: 'Confirmation code' }).fill('1234');
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
};

/** A calendar day as the details page writes it in British English: "30 Nov 2026". */
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));

/** How a service row and a collection day say when the parcel arrives: "Estimated delivery: Tue 1 Dec". */
/** A calendar day as the British English screens write it, e.g. "Mon 30 Nov". */
const calendarDay = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

const estimated = (isoDate: string) => `Estimated delivery: ${calendarDay(isoDate)}`;

const nextDay = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('a seller buys a shipment, sees its estimated delivery date and finds it by the delivery-date filter', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('delivery-date') });
  const client = await signedInApi(page);
  await client.put('/billing-client', billingDetails);
  // The day the service search promises for GLS from its first collection day.
  const search = await client.get(
    '/services?from[country]=ES&from[zip]=28013&to[country]=FR&to[zip]=75001&packages[0][weight]=2.5&packages[0][length]=30&packages[0][width]=20&packages[0][height]=10&source=PRO&service_id=gls-euro-business',
  );
  const promised = search.services[0].estimatedDeliveryDate as string;
  expect(promised).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const bought = (await client.post('/shipments', draftOf())).reference as string;
  const unbought = (
    await client.post('/shipments', draftOf({ content: { description: 'Maps', value: 900 } }))
  ).reference as string;

  await page.reload();
  await payByCard(page, [bought]);

  // One shipment paid: its details page, with the day the carrier expects to deliver.
  await expect(page).toHaveURL(new RegExp(`/private/shipments/${bought}/details$`), { timeout: 30_000 });
  const destination = page.getByRole('region', { name: 'Destination' });
  await expect(destination.getByText(`Estimated delivery: ${longDate(promised)}`)).toBeVisible();

  // The list finds it by that day, and not by the next.
  await page.goto('/private/shipments/all');
  const filterBy = async (from: string, until: string) => {
    await page.getByRole('button', { name: 'Filters' }).click();
    const form = page.getByRole('form', { name: 'Filters' });
    await form.getByLabel('Delivery from').fill(from);
    await form.getByLabel('Delivery until').fill(until);
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`delivery_date_from=${from}`));
    await expect(page).toHaveURL(new RegExp(`delivery_date_to=${until}`));
  };
  const list = page.getByRole('table', { name: /Shipments/ });
  await expect(list.getByText(unbought)).toBeVisible();
  await filterBy(promised, promised);
  const row = page.getByRole('row', { name: new RegExp(bought) });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('estimated-delivery')).toBeVisible();
  await expect(list.getByText(unbought)).toHaveCount(0);

  const later = nextDay(promised);
  await filterBy(later, later);
  await expect(list.getByText(bought)).toHaveCount(0);
});

test('a label the carrier refuses shows as failed on the payment summary, with what to do', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('label-fail') });
  const client = await signedInApi(page);
  await client.put('/billing-client', billingDetails);
  const good = (await client.post('/shipments', draftOf())).reference as string;
  // The sandbox carrier refuses the label of an order id containing LABEL-FAIL (docs/sandbox.md).
  const refused = (
    await client.post('/shipments', draftOf({ shipmentCustomReference: 'ORDER-LABEL-FAIL-1' }))
  ).reference as string;

  await page.reload();
  await payByCard(page, [good, refused]);

  await expect(page).toHaveURL(/\/private\/shipments\/bulk\/summary\?order=/, { timeout: 30_000 });
  const alert = page.getByRole('alert', { name: 'The carrier could not make 1 label' });
  await expect(alert).toBeVisible({ timeout: 60_000 });
  await expect(alert).toContainText('cancel it to get your money back');
  await expect(alert.getByRole('link', { name: refused })).toBeVisible();
  const refusedRow = page.getByRole('row', { name: new RegExp(refused) });
  await expect(refusedRow.getByText('Label failed')).toBeVisible();
  await expect(refusedRow.getByText('Processing')).toHaveCount(0);
  await expect(page.getByTestId('labels-ready')).toHaveText('Labels ready: 1/2');
  await expect(page.getByText(/The carriers are making the labels/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print all labels' })).toBeVisible();

  // Its details page says the same, and offers the cancellation that gives the money back.
  await alert.getByRole('link', { name: refused }).click();
  await expect(page.getByTestId('notice-label-failed')).toContainText(
    'cancel the shipment to get your money back',
  );
});

test('a seller who picks a later collection day sees the delivery estimated from that day', async ({
  page,
}) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('later-day') });
  const client = await signedInApi(page);
  const dates = (
    await client.get(
      `/services/${glsService.id}/collection-dates?from[country]=ES&from[zip]=28013&to[country]=FR&to[zip]=75001&packages[0][weight]=2.5&packages[0][length]=30&packages[0][width]=20&packages[0][height]=10&source=PRO`,
    )
  ).dates as { date: string; estimatedDeliveryDate: string }[];
  const [first, , later] = dates;
  expect(later!.estimatedDeliveryDate > first!.estimatedDeliveryDate).toBe(true);
  const reference = (await client.post('/shipments', draftOf())).reference as string;

  // The collection-date view tells each day's delivery; picking the third re-estimates the row.
  await page.goto(`/private/shipments/${reference}/create/service`);
  const row = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('radio', { name: /GLS EuroBusinessParcel/ }) });
  await expect(row.getByTestId('estimated-delivery')).toHaveText(estimated(first!.estimatedDeliveryDate));
  await page.getByRole('button', { name: 'Next' }).click();
  const day = page.getByRole('radio', { name: new RegExp(`^${calendarDay(later!.date)},`) });
  await expect(day).toHaveAccessibleDescription(estimated(later!.estimatedDeliveryDate));
  await day.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/create\/address$/);

  await page.goto(`/private/shipments/${reference}/create/service`);
  await expect(row.getByTestId('estimated-delivery')).toHaveText(estimated(later!.estimatedDeliveryDate));
});
