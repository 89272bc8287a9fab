import { expect, type Page, test } from '@playwright/test';
import { acceptPrivacy, register, uniqueEmail } from '../support/accounts.ts';
import { BOOKS_BOX, buyLabelThroughApi, madrid, paris, signedInApi } from '../support/shipments.ts';

type OutboxMail = { text: string };

const outboxTo = async (page: Page, to: string) =>
  (await (
    await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}&kind=branded-emails.buyer`)
  ).json()) as OutboxMail[];

test("the buyer of a label opens the tracking link of the e-mail, logged out, and sees the seller's brand and the timeline", async ({
  page,
  browser,
  baseURL,
}) => {
  await register(page, { partner: 'shipdeck', email: uniqueEmail('tracking') });
  await acceptPrivacy(page);
  const client = await signedInApi(page);
  const buyer = uniqueEmail('buyer');
  const _reference = await buyLabelThroughApi(client, {
    from: { ...madrid, company: 'Luz Books' },
    to: { ...paris, email: buyer },
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

const barcelona = {
  ...paris,
  street1: 'Carrer de Pallars 193',
  alpha2Code: 'ES',
  zipCode: '08005',
  city: 'Barcelona',
};

test('a parcel sent to a locker shows the buyer the locker on a map, with its address and opening hours', async ({
  page,
  browser,
  baseURL,
}) => {
  await register(page, { partner: 'shipdeck', email: uniqueEmail('tracking-point') });
  await acceptPrivacy(page);
  const client = await signedInApi(page);
  const size = Object.entries(BOOKS_BOX)
    .map(([key, value]) => `parcelsDimensions[0][${key}]=${value}`)
    .join('&');
  const { points } = await client.get(
    `/dropoff-points?serviceId=inpost-locker-to-locker&country=ES&zip=08005&${size}`,
  );
  const locker = points[1] as { id: string; businessName: string; address: string };
  const buyer = uniqueEmail('buyer');
  await buyLabelThroughApi(client, {
    to: { ...barcelona, email: buyer },
    serviceId: 'inpost-locker-to-locker',
    dropoffPointId: locker.id,
  });
  await expect.poll(async () => (await outboxTo(page, buyer)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await outboxTo(page, buyer);
  const link = /\S*\/tracking\/[\w-]{22}/.exec(mail!.text)?.[0];
  expect(link, mail!.text).toBeDefined();

  const buyerContext = await browser.newContext({ locale: 'en-GB', baseURL });
  try {
    const buyerPage = await buyerContext.newPage();
    await buyerPage.goto(new URL(link!, baseURL).pathname);
    const card = buyerPage.getByRole('region', { name: 'Your pick-up point' });
    await expect(card.getByText(locker.businessName, { exact: true })).toBeVisible();
    await expect(card.getByText(locker.address, { exact: false })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Opening hours' })).toBeVisible();
    const map = card.getByRole('img', { name: `Map of your pick-up point, ${locker.businessName}` });
    await expect(map).toBeVisible();
    // No tile server in this run: the point is drawn on the plain ground.
    await expect(map.getByTestId('map-point')).toHaveCount(1);
  } finally {
    await buyerContext.close();
  }
});
