import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { glsService, madrid } from '../support/shipments.ts';

/**
 * A draft as a shop import leaves it: sender, parcel, service and content, but of the recipient
 * only the place (the seller completes it in the recipient panel).
 */
const createDraftLackingRecipient = async (page: Page) => {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sd_csrf')?.value ?? '';
  const response = await page.request.post('/api/v1/shipments', {
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
    data: {
      from: madrid,
      to: { alpha2Code: 'FR', zipCode: '75001', city: 'Paris' },
      parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
      service: glsService,
      content: { description: 'Books', value: 3500 },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const draft = (await response.json()) as { reference: string; state: string };
  expect(draft.state).toBe('AWAITING_COMPLETION');
  return draft.reference;
};

test('a seller completes a draft from its row: the recipient panel until ready to purchase, then the content panel to the payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('panels') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
  const reference = await createDraftLackingRecipient(page);

  await page.goto('/private/shipments/all');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Edit recipient/ }).click();

  const panel = page.getByRole('dialog', { name: 'Recipient' });
  const sender = panel.getByRole('region', { name: 'Sender' });
  await expect(sender.getByLabel('Street and number')).toHaveValue('Calle Mayor 1');
  // The form was checked as it opened: what is missing is said before anything is touched.
  const recipient = panel.getByRole('region', { name: 'Recipient' });
  await expect(recipient.getByText('First name is required')).toBeVisible();
  await expect(recipient.getByText('Street and number is required')).toBeVisible();
  const save = panel.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);

  await recipient.getByLabel('First name').fill('Luc');
  await recipient.getByLabel('Last name').fill('Martin');
  await recipient.getByLabel('Email').fill('luc@example.fr');
  await recipient.getByLabel('Phone').fill('+33612345678');
  await expect(save).toBeDisabled();
  await recipient.getByLabel('Street and number').fill('10 Rue de Rivoli');
  await expect(recipient.getByText(/is required/)).toHaveCount(0);
  await save.click();

  // The update event moves both the panel and the row.
  await expect(panel.getByText('Ready to purchase', { exact: true })).toBeVisible();
  await expect(
    panel.getByText(`Shipment ${reference} has everything it needs`, { exact: false }),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await expect(panel).toBeHidden();
  await expect(row.getByText('Ready to purchase', { exact: true })).toBeVisible();
  await expect(row.getByText('Luc Martin')).toBeVisible();

  await row.getByRole('button', { name: 'Edit content' }).click();
  const content = page.getByRole('dialog', { name: 'Content' });
  const value = content.getByLabel('Value (EUR)');
  await expect(value).toHaveValue('35.00');
  await value.fill('42.50');
  await content.getByRole('button', { name: 'Save' }).click();
  const payment = content.getByRole('region', { name: 'Ready for payment' });
  await expect(payment).toBeVisible();
  await payment.getByRole('button', { name: 'Go to payment' }).click();
  await expect(content).toBeHidden();
  await expect(row.getByRole('checkbox', { name: `Select shipment ${reference}` })).toBeChecked();
});
