import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { acceptPrivacy, register, uniqueEmail } from '../support/accounts.ts';
import { buyLabelThroughApi, paris, signedInApi } from '../support/shipments.ts';

type OutboxMail = { subject: string; text: string; from: string; replyTo: string | null };

/** Mail of one kind to one address: the seller's address also gets the seller mails (welcome, receipt …). */
const outboxTo = async (page: Page, to: string, kind: string) =>
  (await (
    await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}&kind=${kind}`)
  ).json()) as OutboxMail[];

test('a seller brands the French shipment e-mail, sends a test to itself, and the buyer of a label gets it', async ({
  page,
}) => {
  const seller = uniqueEmail('branded');
  await register(page, { partner: 'shipdeck', email: seller });
  await acceptPrivacy(page);
  const client = await signedInApi(page);
  // The feature comes with a subscription on this tenant; a debug server switches it on for the client.
  await client.put('/client/features/BRANDED_EMAILS', { enabled: true, source: 'client' });
  await client.put('/branded-emails/brand-settings', {
    companyName: 'Luz Books',
    companyReplyToEmail: 'hi@luz.example',
  });

  await page.goto('/private/settings/branded-emails');
  await expect(page).toHaveURL(/\/settings\/branded-emails\/email-templates$/);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipment confirmation e-mail' })).toBeVisible();

  // The UI language comes first; the buyer is in Paris, so the French text is the one to write.
  const tabs = page.getByRole('tablist', { name: 'Languages' }).getByRole('tab');
  await expect(tabs.first()).toHaveText('British English');
  await page.getByRole('tab', { name: 'French' }).click();
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue(/Votre commande/);
  await subject.fill('Votre colis de {{company_name}}');
  const body = page.getByRole('textbox', { name: 'Message' });
  await body.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Bonjour ');
  await page.keyboard.type('@rece');
  await page.getByRole('listbox', { name: 'Message' }).getByRole('option', { name: 'Receiver name' }).click();
  // The chosen tag is followed by a space.
  await page.keyboard.type('merci !');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' A bientôt');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);

  await page.getByRole('switch', { name: 'Activate template' }).click();
  await page
    .getByRole('dialog', { name: 'Activate this template?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('switch', { name: 'Activate template' })).toBeChecked();

  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByText('Test e-mail sent to your address')).toBeVisible();
  await expect
    .poll(async () => (await outboxTo(page, seller, 'branded-emails.test')).map((mail) => mail.subject), {
      timeout: 15_000,
    })
    .toContain('Votre colis de Luz Books');
  const [test] = await outboxTo(page, seller, 'branded-emails.test');
  expect(test!.text).toBe('Bonjour Marie Dupont merci ! A bientôt');

  // A label bought through the API, as the checkout would: the buyer's e-mail follows the label.
  const buyer = uniqueEmail('buyer');
  const _reference = await buyLabelThroughApi(client, { to: { ...paris, email: buyer } });
  await expect
    .poll(async () => (await outboxTo(page, buyer, 'branded-emails.buyer')).length, { timeout: 30_000 })
    .toBe(1);
  const [mail] = await outboxTo(page, buyer, 'branded-emails.buyer');
  expect(mail).toMatchObject({ subject: 'Votre colis de Luz Books', replyTo: 'hi@luz.example' });
  expect(mail!.from).toContain('Luz Books');
  // The buyer's e-mail ends with its own link to the public tracking page.
  expect(mail!.text).toMatch(
    /^Bonjour Luc Martin merci ! A bientôt\n\nSuivre votre colis: \S*\/tracking\/[\w-]{22}$/,
  );

  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Votre colis de Luz Books' }).first()).toBeVisible();
});
