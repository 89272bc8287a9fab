import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { acceptPrivacy, register, uniqueEmail } from '../support/accounts.ts';
import { billingDetails, glsService, madrid, paris, signedInApi } from '../support/shipments.ts';

type OutboxMail = { text: string };

const outboxTo = async (page: Page, to: string) =>
  (await (await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxMail[];

test("the buyer of a label opens the tracking link of the e-mail, logged out, and sees the seller's brand and the timeline", async ({
  page,
  browser,
  baseURL,
}) => {
  await register(page, { partner: 'shipdeck', email: uniqueEmail('tracking') });
  await acceptPrivacy(page);
  const client = await signedInApi(page);
  await client.put('/billing-client', billingDetails);
  const buyer = uniqueEmail('buyer');
  const { reference } = await client.post('/shipments', {
    from: { ...madrid, company: 'Luz Books' },
    to: { ...paris, email: buyer },
    parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
    service: glsService,
    content: { description: 'Books', value: 3500 },
  });
  const { nonce } = await client.post('/payments/sandbox/tokenize', { method: 'bancontact' });
  await client.post('/orders', {
    shipments: [reference],
    payment: { type: 'DIRECT', method: 'bancontact', nonce },
    carriersTermsAndConditions: true,
    idempotencyKey: randomUUID(),
  });
  await expect.poll(async () => (await outboxTo(page, buyer)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await outboxTo(page, buyer);
  const link = /\S*\/tracking\/[\w-]{22}/.exec(mail!.text)?.[0];
  expect(link, mail!.text).toBeDefined();

  // A fresh browser with no session, in the buyer's own language.
  const buyerContext = await browser.newContext({ locale: 'fr-FR', baseURL });
  try {
    const buyerPage = await buyerContext.newPage();
    await buyerPage.goto(new URL(link!, baseURL).pathname);
    await expect(buyerPage.getByRole('heading', { level: 1, name: 'Suivre votre colis' })).toBeVisible();
    await expect(buyerPage.getByText('Luz Books')).toBeVisible();
    await expect(buyerPage.getByTestId('tracking-event').first()).toBeVisible();
    await expect(buyerPage.getByText('Étiquette créée')).toBeVisible();
    await expect(buyerPage).toHaveURL(/\/tracking\/[\w-]{22}$/);

    await buyerPage.goto('/tracking/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(buyerPage.getByText("Ce lien de suivi n'est pas valide.", { exact: false })).toBeVisible();
  } finally {
    await buyerContext.close();
  }
});
