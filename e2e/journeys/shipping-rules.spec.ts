import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test } from '@playwright/test';
import { acceptPrivacy, register, uniqueEmail } from '../support/accounts.ts';
import { billingDetails, madrid, paris, signedInApi } from '../support/shipments.ts';

test('a seller writes a shipping rule; a shipment created through the API gets its service, and its details say so', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await register(page, { partner: 'shipdeck', email: uniqueEmail('shipping-rules') });
  await acceptPrivacy(page);
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);

  // The rule, through the page: shipments to France get GLS's door-to-door service when they have none.
  await page.goto('/private/settings/shipping-rules');
  await expect(page.getByText('No shipping rules yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Add new rule' }).click();
  const form = page.getByRole('form', { name: 'Shipping rule' });
  await form.getByRole('textbox', { name: 'Rule name' }).fill('GLS to France');
  await form
    .getByRole('combobox', { name: 'Condition 1', exact: true })
    .selectOption({ label: 'Destination' });
  await form.getByRole('combobox', { name: 'Value of condition 1', exact: true }).selectOption('FR');
  await form
    .getByRole('combobox', { name: 'Value of action 1', exact: true })
    .selectOption('gls-euro-business');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByRole('switch', { name: 'Rule GLS to France active' })).toBeChecked();

  // A program with the seller's API key creates a draft without a service, then the seller buys it.
  const client = await signedInApi(page);
  const { apiKey } = await client.post('/api-key', {});
  const program = await request.newContext({ baseURL });
  const created = await program.post('/api/v1/shipments', {
    headers: { 'x-api-key': apiKey.token },
    data: {
      from: madrid,
      to: paris,
      parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
      content: { description: 'Books', value: 3500 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reference } = await created.json();
  await client.put('/billing-client', billingDetails);
  const { nonce } = await client.post('/payments/sandbox/tokenize', { method: 'bancontact' });
  await client.post('/orders', {
    shipments: [reference],
    payment: { type: 'DIRECT', method: 'bancontact', nonce },
    carriersTermsAndConditions: true,
    idempotencyKey: randomUUID(),
  });

  await page.goto(`/private/shipments/${reference}/details`);
  const applied = page.getByRole('region', { name: 'Applied shipping rules' });
  await expect(applied.getByText('GLS to France')).toBeVisible();
  await expect(applied.getByText('Service: GLS EuroBusinessParcel (Assign if empty)')).toBeVisible();
});
