import { expect, type Page, test } from '@playwright/test';
import { signedInApi } from '../support/shipments.ts';
import { newSeller, SANDBOX_CARDS, storeCard, subscribeByApi } from '../support/subscriptions.ts';

const HOUR_MS = 3_600_000;

type OutboxMail = { subject: string; text: string };

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

const outboxTo = async (page: Page, to: string, kind: string) =>
  (await (
    await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}&kind=${kind}`)
  ).json()) as OutboxMail[];

/** The renewal job's run an hour after the period ended (the debug server's clock for renewals). */
const renewAfterPeriodEnd = async (page: Page) => {
  const client = await signedInApi(page);
  const { subscription } = await client.get('/subscriptions/current');
  const asOf = new Date(Date.parse(subscription.currentPeriodEndsAt) + HOUR_MS);
  const { outcome } = await client.post('/dev/subscription-renewals', { asOf: asOf.toISOString() });
  return { outcome: outcome as string, periodEnd: subscription.currentPeriodEndsAt as string, asOf };
};

const plan = (page: Page) => page.getByRole('region', { name: 'Your plan' });

test('a Silver plan is charged again at its period end and the seller is mailed the renewal', async ({
  page,
}) => {
  const email = await newSeller(page, 'renewal');
  await subscribeByApi(page);
  await page.goto('/private/subscriptions');
  const { subscription: first } = await (await signedInApi(page)).get('/subscriptions/current');
  await expect(
    plan(page).getByText(
      `You pay €11.98 every month. Next billing on ${longDate(first.currentPeriodEndsAt)}.`,
    ),
  ).toBeVisible();

  const { outcome } = await renewAfterPeriodEnd(page);
  expect(outcome).toBe('renewed');
  const { subscription: renewed } = await (await signedInApi(page)).get('/subscriptions/current');
  expect(longDate(renewed.currentPeriodEndsAt)).not.toBe(longDate(first.currentPeriodEndsAt));
  await page.reload();
  await expect(
    plan(page).getByText(
      `You pay €11.98 every month. Next billing on ${longDate(renewed.currentPeriodEndsAt)}.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The mail is sent by a job after the renewal commits.
  await expect
    .poll(async () => (await outboxTo(page, email, 'seller-mails.subscription-renewed')).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [mail] = await outboxTo(page, email, 'seller-mails.subscription-renewed');
  expect(mail!.subject).toMatch(/: your Silver plan has been renewed$/);
  expect(mail!.text).toContain('€11.98');
  expect(mail!.text).toContain(longDate(renewed.currentPeriodEndsAt));
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: mail!.subject }).first()).toBeVisible();
});

test('a refused renewal shows the banner with the day it is charged again', async ({ page }) => {
  const email = await newSeller(page, 'renewal-declined');
  await subscribeByApi(page);
  const client = await signedInApi(page);
  await client.patch('/subscriptions/current', {
    paymentMethodId: await storeCard(page, SANDBOX_CARDS.declined),
  });
  await page.goto('/private/subscriptions');
  await expect(plan(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const { outcome, asOf } = await renewAfterPeriodEnd(page);
  expect(outcome).toBe('retry');
  const retryDate = longDate(new Date(asOf.getTime() + 24 * HOUR_MS).toISOString());
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    `Your renewal payment was refused. We will try again on ${retryDate}: update your payment method before then to keep your plan.`,
  );
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();

  await expect
    .poll(async () => (await outboxTo(page, email, 'seller-mails.subscription-payment-failed')).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [mail] = await outboxTo(page, email, 'seller-mails.subscription-payment-failed');
  expect(mail!.text).toContain(`We will try again on ${retryDate}.`);
});
