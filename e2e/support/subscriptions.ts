import type { Page } from '@playwright/test';
import { signUp, uniqueEmail } from './accounts.ts';
import { signedInApi } from './shipments.ts';

/** Invoicing details of a Spanish business (21 % VAT): Silver costs €11.98 a month with tax. */
export const SPANISH_BUSINESS = {
  type: 'business',
  companyName: 'Ana Books SL',
  taxId: 'B12345674',
  firstName: 'Ana',
  lastName: 'García',
  email: 'billing@example.es',
  phone: '+34600000012',
  address: 'Calle Mayor 1',
  location: 'Madrid',
  zipCode: '28013',
  country: 'ES',
};

/** The sandbox cards: one the bank pays, one it declines after 3-D Secure. */
export const SANDBOX_CARDS = { paid: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' };

/** A new seller signed in, with invoicing details in Spain; answers the address it signed up with. */
export const newSeller = async (page: Page, label: string) => {
  const email = uniqueEmail(label);
  await signUp(page, { partner: 'shipdeck', email });
  await (await signedInApi(page)).put('/billing-client', SPANISH_BUSINESS);
  return email;
};

/** Stores a card through 3-D Secure as the upgrade panel does, and answers its id. */
export const storeCard = async (page: Page, number = SANDBOX_CARDS.paid) => {
  const client = await signedInApi(page);
  const { nonce } = await client.post('/payments/sandbox/tokenize', {
    method: 'creditcard3dsecure',
    card: { number, expiry: '12/39', cvv: '123' },
  });
  const { challengeId } = await client.post('/payments/3ds', { nonce, amount: 1198 });
  const verified = await client.post(`/payments/3ds/${challengeId}/complete`, { code: '1234' });
  const { id } = await client.post('/payment-methods', {
    type: 'DIRECT',
    method: 'creditcard3dsecure',
    nonce: verified.nonce,
  });
  return id as string;
};

/** Subscribes to Silver through the API as the upgrade panel does: a stored card, then the plan. */
export const subscribeByApi = async (page: Page) => {
  const paymentMethodId = await storeCard(page);
  await (await signedInApi(page)).post('/subscriptions', { paymentMethodId, planCode: 'PLUS' });
};
