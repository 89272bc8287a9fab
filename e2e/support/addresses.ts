import { expect, type Locator, type Page } from '@playwright/test';

export type AddressInput = {
  alias: string;
  country: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone: string;
  street1?: string;
  zipCode: string;
  city?: string;
};

/** Fills the shared address form (the side panel of the address settings). */
export const fillAddressForm = async (form: Locator, page: Page, address: AddressInput) => {
  await form.getByRole('textbox', { name: 'Alias' }).fill(address.alias);
  await form.getByRole('textbox', { name: 'First name' }).fill(address.firstName ?? 'Jo');
  await form.getByRole('textbox', { name: 'Last name' }).fill(address.lastName ?? 'Seller');
  await form.getByRole('textbox', { name: 'Email' }).fill(address.email ?? 'jo@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill(address.phone);
  await form.getByRole('textbox', { name: 'Street and number' }).fill(address.street1 ?? '1 Main Street');
  const country = form.getByRole('combobox', { name: 'Country' });
  await country.fill(address.country);
  await page.getByRole('option', { name: address.country, exact: true }).click();
  await expect(country).toHaveValue(address.country);
  await form.getByRole('combobox', { name: 'Postcode' }).fill(address.zipCode);
  if (address.city) await form.getByRole('textbox', { name: 'City' }).fill(address.city);
};

/** Calls the API as the signed-in browser does (session cookie plus CSRF header). */
export const apiPost = async (page: Page, path: string, data: unknown) => {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sd_csrf')?.value ?? '';
  const response = await page.request.post(`/api/v1${path}`, { data, headers: { 'x-csrf-token': csrf } });
  expect(response.status(), `POST ${path}`).toBeLessThan(300);
  return response.json();
};
