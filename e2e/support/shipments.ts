import { expect, type Page } from '@playwright/test';

/** A sender in Madrid and a recipient in Paris: a route every journey's sandbox carriers serve. */
export const madrid = {
  firstName: 'Ana',
  lastName: 'García',
  phone: '+34600111222',
  email: 'ana@example.es',
  street1: 'Calle Mayor 1',
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
};
export const paris = {
  firstName: 'Luc',
  lastName: 'Martin',
  phone: '+33612345678',
  email: 'luc@example.fr',
  street1: '10 Rue de Rivoli',
  alpha2Code: 'FR',
  zipCode: '75001',
  city: 'Paris',
};

/** GLS's door-to-door service on that route, named by id: the server describes it from its catalogue. */
export const glsService = { id: 'gls-euro-business' };

/** Invoicing details of a Spanish business, which ordering needs. */
export const billingDetails = {
  type: 'business',
  companyName: 'Ana Books SL',
  taxId: 'B12345674',
  firstName: 'Ana',
  lastName: 'García',
  email: 'billing@example.es',
  phone: '+34600111222',
  address: 'Calle Mayor 1',
  location: 'Madrid',
  zipCode: '28013',
  country: 'ES',
};

/**
 * The API as the signed-in browser calls it: the session cookie, plus the CSRF header on writes.
 * A write that fails fails the journey with the server's answer.
 */
export const signedInApi = async (page: Page) => {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sd_csrf')?.value ?? '';
  const headers = { 'x-csrf-token': decodeURIComponent(csrf) };
  const send = async (method: 'post' | 'put' | 'patch', path: string, data: unknown) => {
    const response = await page.request[method](`/api/v1${path}`, { data, headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    // biome-ignore lint/suspicious/noExplicitAny: each journey reads the few fields it needs.
    return (response.status() === 204 ? undefined : await response.json()) as any;
  };
  return {
    post: (path: string, data: unknown) => send('post', path, data),
    put: (path: string, data: unknown) => send('put', path, data),
    patch: (path: string, data: unknown) => send('patch', path, data),
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    get: async (path: string): Promise<any> => (await page.request.get(`/api/v1${path}`)).json(),
  };
};

/** Opens the bulk panel on the selected shipments and starts one of its actions ('Pay', 'Delete drafts', …). */
export const startBulkAction = async (page: Page, count: number, action: string) => {
  await page
    .getByRole('region', { name: 'Selected shipments' })
    .getByRole('button', { name: 'Bulk actions' })
    .click();
  await page
    .getByRole('dialog', { name: `${count} shipments selected` })
    .getByRole('button', { name: action })
    .click();
};
