import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { billingDetails, glsService, madrid, paris, signedInApi } from '../support/shipments.ts';

const london = {
  firstName: 'Olivia',
  lastName: 'Smith',
  phone: '+447911123456',
  email: 'olivia@example.co.uk',
  street1: '10 Downing Street',
  alpha2Code: 'GB',
  zipCode: 'SW1A 2AA',
  city: 'London',
};
const manchester = {
  ...london,
  firstName: 'Harry',
  street1: '1 Piccadilly',
  zipCode: 'M1 1AE',
  city: 'Manchester',
};
/** Royal Mail Tracked 48 serves Great Britain to Great Britain only. */
const royalMail48 = { id: 'royal-mail-tracked-48' };
const parcels = [{ height: 10, length: 30, width: 20, weight: 2 }];

const newSeller = async (page: Page, label: string) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail(label) });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
  return signedInApi(page);
};

test('a GB→GB draft reopened at the address step keeps its origin, though the default warehouse is in Spain', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const client = await newSeller(page, 'origin');
  await client.post('/warehouses', { alias: 'Madrid store', ...madrid });
  const draft = await client.post('/shipments', {
    from: london,
    to: manchester,
    parcels,
    service: royalMail48,
    content: { description: 'Books', value: 3500 },
    step: 'PAYMENT',
  });
  expect(draft.state).toBe('READY_TO_PURCHASE');

  await page.goto(`/private/shipments/${draft.reference}/create/address`);
  const sender = page.getByRole('region', { name: 'Sender' });
  await expect(sender.getByText('10 Downing Street')).toBeVisible();
  await expect(sender.getByRole('combobox', { name: /^Sender address/ })).toBeVisible();
  await expect(sender.getByText('Calle Mayor 1')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(new RegExp(`/shipments/${draft.reference}/create/payment$`));
  await expect(page.getByRole('region', { name: 'Price summary' })).toBeVisible();
  const saved = await client.get(`/shipments/${draft.reference}`);
  expect(saved).toMatchObject({
    state: 'READY_TO_PURCHASE',
    data: { from: { alpha2Code: 'GB', zipCode: 'SW1A 2AA' }, serviceProblem: null },
  });
});

test('a seller keeps a card with consent on one payment and pays the next shipment with it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const client = await newSeller(page, 'saved-card');
  await client.put('/billing-client', billingDetails);
  const draft = () =>
    client.post('/shipments', {
      from: madrid,
      to: paris,
      parcels,
      service: glsService,
      content: { description: 'Books', value: 3500 },
      step: 'PAYMENT',
    }) as Promise<{ reference: string }>;

  const first = await draft();
  await page.goto(`/private/shipments/${first.reference}/create/payment`);
  // A typo first: the seller stays on the payment step with the error on the field.
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1112');
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('The card number is not valid.')).toBeVisible();
  await expect(page).toHaveURL(/\/create\/payment$/);

  await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await page.getByRole('checkbox', { name: 'Keep this card for my next payments' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await bank.getByRole('textbox', { name: 'Confirmation code' }).fill('1234');
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/shipments/${first.reference}/details$`));

  const second = await draft();
  await page.goto(`/private/shipments/${second.reference}/create/payment`);
  await expect(page.getByRole('radio', { name: 'Saved Card 1111' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shipments/${second.reference}/details$`));
  const methods = await client.get('/payment-methods');
  expect(methods).toHaveLength(1);
  expect(methods[0]).toMatchObject({ cardLastFour: '1111', isLastUsed: true });
});
