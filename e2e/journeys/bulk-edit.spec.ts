import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { madrid, startBulkAction } from '../support/shipments.ts';

const lisbon = {
  firstName: 'Rui',
  lastName: 'Costa',
  phone: '+351912345678',
  email: 'rui@example.pt',
  street1: 'Rua Augusta 10',
  alpha2Code: 'PT',
  zipCode: '1100-053',
  city: 'Lisboa',
};

type ShipmentAnswer = {
  reference: string;
  data: { content: { description?: string; value?: number }; parcels: { weight: number; length: number }[] };
};

/** The API as the signed-in browser calls it: session cookie plus the CSRF header on writes. */
const api = async (page: Page) => {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sd_csrf')?.value ?? '';
  const headers = { 'x-csrf-token': decodeURIComponent(csrf) };
  return {
    createDraft: async (index: number) => {
      const response = await page.request.post('/api/v1/shipments', {
        headers,
        data: {
          from: madrid,
          to: lisbon,
          parcels: [{ height: 10, length: 30, width: 20, weight: 1 }],
          content: { description: `Ceramics ${index}`, value: 2000 },
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { reference: string }).reference;
    },
    get: async (reference: string) =>
      (await (await page.request.get(`/api/v1/shipments/${reference}`)).json()) as ShipmentAnswer,
  };
};

test('a seller edits the content and parcels of four drafts at once, then deletes two of them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('bulk-edit') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
  const client = await api(page);
  const references: string[] = [];
  for (let index = 1; index <= 4; index += 1) references.push(await client.createDraft(index));

  // Drafts without a service wait in the draft inbox.
  await page.goto('/private/shipments/draft');
  const list = page.getByRole('table', { name: /Shipments/ });
  for (const reference of references) await expect(list.getByText(reference)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all shipments' }).check();
  const bar = page.getByRole('region', { name: 'Selected shipments' });
  await expect(bar.getByText('4 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Bulk actions' }).click();

  // The panel takes the keyboard: the first action it can do has the focus.
  const panel = page.getByRole('dialog', { name: '4 shipments selected' });
  await expect(panel.getByRole('button', { name: 'Pay' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Change service' })).toBeFocused();
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);

  // Keyboard only: down the actions to the content edit (the collection date, off for drafts without
  // a service, is skipped), whose Back button then takes the focus.
  await expect(panel.getByRole('button', { name: 'Change collection date' })).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Add insurance' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Edit content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const content = page.getByRole('dialog', { name: 'Edit content' });
  await expect(content.getByRole('button', { name: 'Back' })).toBeFocused();

  // Content: one description and value for all four.
  await content.getByRole('textbox', { name: /Content description/ }).fill('Hand-painted tiles');
  const value = content.getByRole('textbox', { name: /Declared value/ });
  await value.fill('45.999');
  await value.blur();
  await expect(value).toHaveAccessibleDescription(/at most 2 decimals/);
  await expect(content.getByRole('button', { name: 'Save' })).toBeDisabled();
  await value.fill('45,90');
  await value.press('Enter');
  await expect(page.getByText('4 shipments updated')).toBeVisible();
  for (const reference of references) {
    await expect
      .poll(async () => (await client.get(reference)).data.content)
      .toMatchObject({ description: 'Hand-painted tiles', value: 4590 });
  }

  // Parcels: typed measures, a weight with a decimal comma.
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Edit parcels' }).click();
  const parcels = page.getByRole('dialog', { name: 'Edit parcels' });
  await parcels.getByRole('textbox', { name: /Weight/ }).fill('3,25');
  await parcels.getByRole('textbox', { name: /Length/ }).fill('40');
  await parcels.getByRole('textbox', { name: /Width/ }).fill('30');
  await parcels.getByRole('textbox', { name: /Height/ }).fill('15');
  await parcels.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('4 shipments updated').first()).toBeVisible();
  await expect
    .poll(async () => (await client.get(references[3]!)).data.parcels)
    .toEqual([expect.objectContaining({ weight: 3.25, length: 40, width: 30, height: 15 })]);

  // Back to the list with two of them selected, and delete those two.
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  for (const reference of references.slice(0, 2))
    await page.getByRole('checkbox', { name: `Select shipment ${reference}` }).check();
  await startBulkAction(page, 2, 'Delete drafts');
  const confirm = page.getByRole('dialog', { name: 'Delete 2 drafts?' });
  await confirm.getByRole('button', { name: 'Delete 2 drafts' }).click();
  await expect(page.getByText('Deleted 2 shipments')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '2 shipments selected' })).toBeHidden();
  for (const reference of references.slice(0, 2)) await expect(list.getByText(reference)).toBeHidden();
  for (const reference of references.slice(2)) await expect(list.getByText(reference)).toBeVisible();
});
