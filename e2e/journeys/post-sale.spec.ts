import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { billingDetails, glsService, madrid, paris, signedInApi } from '../support/shipments.ts';

/**
 * Until the checkout can buy through the UI, the journey buys through the API what a seller would
 * buy there: two ready drafts Madrid → Paris with GLS, paid by Bancontact in one order.
 */
const buyTwoShipments = async (page: Page) => {
  const client = await signedInApi(page);
  await client.put('/billing-client', billingDetails);
  const draft = () =>
    client.post('/shipments', {
      from: madrid,
      to: paris,
      parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
      service: glsService,
      content: { description: 'Books', value: 3500 },
    }) as Promise<{ reference: string }>;
  const references = [(await draft()).reference, (await draft()).reference];
  const { nonce } = await client.post('/payments/sandbox/tokenize', { method: 'bancontact' });
  await client.post('/orders', {
    shipments: references,
    payment: { type: 'DIRECT', method: 'bancontact', nonce },
    carriersTermsAndConditions: true,
    idempotencyKey: randomUUID(),
  });
  // The carrier job makes the labels shortly after payment.
  for (const reference of references) {
    await expect
      .poll(async () => (await client.get(`/shipments/${reference}`)).state, { timeout: 30_000 })
      .toMatch(/READY_TO_PRINT|READY_FOR_COLLECTION/);
  }
  return { client, references: references as [string, string] };
};

test('a seller follows a purchased shipment: tracking, print and e-mail its label, cancel another with a reason', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('post-sale') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);
  const { client, references } = await buyTwoShipments(page);
  const [toCancel, toFollow] = references;

  // Cancel first: the sandbox carrier collects the parcel about 36 s after its label (6 simulated hours).
  await page.goto(`/private/shipments/detail/${toCancel}`);
  await expect(page).toHaveURL(new RegExp(`/private/shipments/${toCancel}/details$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Luc Martin' })).toBeVisible();
  const actions = page.getByRole('complementary', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Cancel shipment' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel shipment' });
  await cancelDialog.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(cancelDialog.getByText('Reason is required')).toBeVisible();
  await cancelDialog.getByRole('radio', { name: 'Wrong address' }).check();
  await cancelDialog.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(page.getByText('Your cancellation request has been sent.')).toBeVisible();
  const cancelButton = actions.getByRole('button', { name: 'Cancel shipment' });
  await expect(cancelButton).toBeDisabled();
  await expect(
    actions.getByText('Cancellation requested: the carrier will confirm it shortly.'),
  ).toBeVisible();
  // The carrier confirms a simulated hour later; the page follows the event without a reload.
  await expect
    .poll(async () => (await client.get(`/shipments/${toCancel}`)).state, { timeout: 30_000 })
    .toBe('CANCELED');
  await expect(page.getByTestId('shipment-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('notice-cancel')).toHaveText('This shipment is cancelled.');

  // The other shipment: its tracking, label printed, label e-mailed.
  await page.goto(`/private/shipments/${toFollow}/details`);
  await expect(page.getByRole('heading', { level: 1, name: 'Luc Martin' })).toBeVisible();
  await expect(page.getByTestId('shipment-reference')).toHaveText(toFollow);
  const tracking = page.getByRole('region', { name: 'Tracking' });
  await expect(tracking.getByText('Label created')).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);

  // Keyboard: the actions are buttons reached and pressed without a mouse.
  await actions.getByRole('button', { name: 'Print label' }).focus();
  await page.keyboard.press('Enter');
  const labelDialog = page.getByRole('dialog', { name: 'Shipping label' });
  await labelDialog.getByText('A4', { exact: true }).click();
  const popup = page.waitForEvent('popup');
  await labelDialog.getByRole('button', { name: 'Print' }).click();
  await expect(labelDialog.getByText('Your label is ready to print.')).toBeVisible();
  const href = await labelDialog.getByTestId('label-link').getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await (await popup).close();
  // The dialog closes itself 3 s after the label is ready.
  await expect(labelDialog).toBeHidden({ timeout: 6_000 });

  await actions.getByRole('button', { name: 'Send label by e-mail' }).click();
  const mailDialog = page.getByRole('dialog', { name: 'Send label by e-mail' });
  const recipient = uniqueEmail('buyer');
  await mailDialog.getByRole('textbox', { name: 'E-mail address' }).fill(recipient);
  await mailDialog.getByRole('textbox', { name: 'Message' }).fill('Here is the label for your parcel.');
  await mailDialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The label has been sent by e-mail.')).toBeVisible();
  const mails = await (
    await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(recipient)}&kind=shipments.labels`)
  ).json();
  expect(mails).toHaveLength(1);
  expect(mails[0].text).toContain('Here is the label for your parcel.');
  expect(mails[0].attachments).toEqual([
    expect.objectContaining({ filename: `label-${toFollow}.pdf`, contentType: 'application/pdf' }),
  ]);

  // The parcel moves on while the page is open: collected, then in transit, without a reload.
  await expect(page.getByTestId('shipment-status')).toHaveText('In transit', { timeout: 90_000 });
  await expect(tracking.getByText('Collected by the carrier')).toBeVisible();
  await expect(tracking.getByText(/SCAN - /)).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Cancel shipment' })).toHaveCount(0);
});
