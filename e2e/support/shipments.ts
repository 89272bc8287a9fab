import { randomUUID } from 'node:crypto';
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

/** The box of books the journeys buy labels for. */
export const BOOKS_BOX = { height: 10, length: 30, width: 20, weight: 2.5 };

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

type SignedInApi = Awaited<ReturnType<typeof signedInApi>>;

/**
 * Buys one GLS label from Madrid through the API as the checkout would (a 2.5 kg box of books paid by
 * Bancontact; invoicing details saved first), and answers its reference. `from` and `to` change the
 * parties, `serviceId` and `dropoffPointId` the service and the recipient's pick-up point; the label is
 * made by a job, so callers wait for the state or mail they need.
 */
export const buyLabelThroughApi = async (
  client: SignedInApi,
  options: {
    from?: Record<string, unknown>;
    to?: Record<string, unknown>;
    serviceId?: string;
    dropoffPointId?: string;
  } = {},
): Promise<string> => {
  await client.put('/billing-client', billingDetails);
  const { reference } = await client.post('/shipments', {
    from: options.from ?? madrid,
    to: options.to ?? paris,
    parcels: [BOOKS_BOX],
    service: options.serviceId ? { id: options.serviceId } : glsService,
    ...(options.dropoffPointId ? { dropoffPointId: options.dropoffPointId } : {}),
    content: { description: 'Books', value: 3500 },
  });
  const { nonce } = await client.post('/payments/sandbox/tokenize', { method: 'bancontact' });
  await client.post('/orders', {
    shipments: [reference],
    payment: { type: 'DIRECT', method: 'bancontact', nonce },
    carriersTermsAndConditions: true,
    idempotencyKey: randomUUID(),
  });
  return reference;
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
