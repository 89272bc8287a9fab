import { expect, type Locator, type Page } from '@playwright/test';

export type Party = { firstName: string; lastName: string; phone: string; street: string; city: string };

export const SELLER_IN_MADRID: Party = {
  firstName: 'Ana',
  lastName: 'García',
  phone: '+34 600 111 222',
  street: 'Calle Mayor 1',
  city: 'Madrid',
};

/** Picks an option of a searchable select; picking the option already chosen would clear it. */
export const choose = async (page: Page, scope: Locator, label: string, option: string) => {
  const input = scope.getByRole('combobox', { name: label });
  if ((await input.inputValue()) === option) return;
  // A busy machine can close the list while the form settles around the typed text (another field's
  // look-up answering): typing again reopens it, as a person would.
  await expect(async () => {
    await input.fill('');
    await input.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(input).toHaveValue(option);
};

/** Types a sender or recipient into the checkout's address step and confirms it with `button`. */
export const fillParty = async (section: Locator, party: Party, button: string) => {
  await section.getByRole('textbox', { name: 'First name' }).fill(party.firstName);
  await section.getByRole('textbox', { name: 'Last name' }).fill(party.lastName);
  await section.getByRole('textbox', { name: 'Email' }).fill('buyer@example.com');
  await section.getByRole('textbox', { name: 'Phone' }).fill(party.phone);
  await section.getByRole('textbox', { name: 'Street and number' }).fill(party.street);
  await section.getByRole('textbox', { name: 'City' }).fill(party.city);
  await section.getByRole('button', { name: button }).click();
  await expect(section.getByRole('button', { name: 'Change' })).toBeVisible();
};
