import { expect, type Page, test } from '@playwright/test';
import { acceptPrivacy, register, uniqueEmail } from '../support/accounts.ts';
import { billingDetails, madrid, signedInApi } from '../support/shipments.ts';

const barcelona = {
  ...madrid,
  firstName: 'Joan',
  street1: 'Carrer Gran 5',
  zipCode: '08001',
  city: 'Barcelona',
};
const parcels = [{ weight: 2.5, length: 30, width: 20, height: 10 }];
const correos = {
  Username: 'ana-shop',
  'Labeller code': 'LB01',
  'Contract number': '5463211',
  'OV2 user code': 'OV2-77',
  'Annex code': '091',
  'Door client number': '88120',
};

/** A card that passed 3-D Secure for `amount`, as the checkout's card form gets one. */
const cardNonce = async (api: Awaited<ReturnType<typeof signedInApi>>, amount: number) => {
  const { nonce } = await api.post('/payments/sandbox/tokenize', {
    method: 'creditcard3dsecure',
    card: { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' },
  });
  const { challengeId } = await api.post('/payments/3ds', { nonce, amount });
  return (await api.post(`/payments/3ds/${challengeId}/complete`, { code: '1234' })).nonce as string;
};

/** Own contracts come with Plus: a stored card, then the plan, as the upgrade panel does. */
const subscribe = async (api: Awaited<ReturnType<typeof signedInApi>>) => {
  const { id } = await api.post('/payment-methods', {
    type: 'DIRECT',
    method: 'creditcard3dsecure',
    nonce: await cardNonce(api, 1),
  });
  await api.post('/subscriptions', { paymentMethodId: id, planCode: 'PLUS' });
};

const fillCorreos = async (page: Page, password: string) => {
  const form = page.getByRole('form', { name: 'Correos contract credentials' });
  for (const [label, value] of Object.entries(correos))
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Activate' }).click();
  return form;
};

test('a seller registers a Correos contract, picks a service and buys a label on it at the contract price', async ({
  page,
}) => {
  await register(page, { partner: 'shipdeck', email: uniqueEmail('own-contract') });
  await acceptPrivacy(page);
  const api = await signedInApi(page);
  await api.put('/billing-client', billingDetails);
  await subscribe(api);

  await page.goto('/private/settings/own-contracts');
  await page
    .getByRole('listitem', { name: 'Correos', exact: true })
    .getByRole('button', { name: 'Activate' })
    .click();

  // Credentials the carrier refuses: a notification, and every field marked.
  const form = await fillCorreos(page, 'not-my-password');
  await expect(page.getByText('The carrier did not accept these credentials')).toBeVisible();
  await expect(form.getByText('Check this field')).toHaveCount(7);

  // The sandbox's documented test credentials open the contract.
  await fillCorreos(page, 'sandbox-contract');
  await expect(page.getByText('Contract registered', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Select services' }).click();
  await page.getByRole('checkbox', { name: 'Paq Estándar' }).check();
  await page.getByRole('button', { name: 'Save services' }).click();
  await expect(page.getByText('Services saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Correos', exact: true })).toContainText('Registered');

  // The service search lists the contract service beside ours, at the contract price.
  const route =
    'from[country]=ES&from[zip]=28013&to[country]=ES&to[zip]=08001' +
    '&packages[0][weight]=2.5&packages[0][length]=30&packages[0][width]=20&packages[0][height]=10';
  const { services } = await api.get(`/services?${route}`);
  const list = services.find((s: { id: string }) => s.id === 'correos-paq-estandar');
  const onContract = services.find((s: { id: string }) => s.id === 'correos-paq-estandar.own-contract');
  expect(onContract.isOwnContract).toBe(true);
  expect(onContract.price.basePrice).toBeLessThan(list.price.basePrice);

  // Bought through the API (the checkout is not what this journey is about).
  const draft = await api.post('/shipments', {
    from: madrid,
    to: barcelona,
    parcels,
    service: { id: onContract.id },
    content: { description: 'Books', value: 3550 },
  });
  const reference = draft.reference as string;
  const priced = await api.post('/shipments/price', { references: [reference] });
  const total = priced.totalPrice.totalPrice as number;
  // The contract porterage plus the management fee, VAT once on their sum (as the invoice shows it).
  const taxable = onContract.price.basePrice + onContract.managementFee.basePrice;
  expect(total).toBe(taxable + Math.round((taxable * onContract.price.taxes[0].percentage) / 100));
  const order = await api.post('/orders', {
    shipments: [reference],
    payment: { type: 'DIRECT', method: 'creditcard3dsecure', nonce: await cardNonce(api, total) },
    carriersTermsAndConditions: true,
    idempotencyKey: crypto.randomUUID(),
  });
  expect(order.totalAmount).toBe(total);

  // Booked on the seller's contract: the carrier took the credentials and the label is ready.
  await expect
    .poll(async () => (await api.get(`/shipments/${reference}`)).state, { timeout: 30_000 })
    .toBe('READY_TO_PRINT');
  const paid = await api.get(`/orders/${order.orderReference}`);
  expect(paid).toMatchObject({ status: 'PAID', totalAmount: total });
});
