import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { buyLabelThroughApi, paris, signedInApi } from '../support/shipments.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DAY_MS = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
/** The sandbox carrier loses parcels sent to a postcode ending in 404 after their hub scan. */
const lostParcelAddress = { ...paris, zipCode: '75404' };

test('a stalled shipment appears in the problems inbox with its claim deadline, and its loss claim opens pre-filled from the order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('problems') });
  await expect(page).toHaveURL(/\/private\/shipments\/ready-to-purchase$/);

  // A paid shipment to a place where the sandbox carrier loses it (bought through the API; the checkout is another journey).
  const client = await signedInApi(page);
  const reference = await buyLabelThroughApi(client, { to: lostParcelAddress });
  await expect
    .poll(async () => (await client.get(`/shipments/${reference}`)).state, { timeout: 30_000 })
    .toMatch(/READY_TO_PRINT|READY_FOR_COLLECTION|IN_TRANSIT/);

  // Ten days on (the sandbox clock moved rather than waited for), the carrier has reported nothing since its hub scan.
  await client.post('/dev/tracking/advance', { asOf: later(10) });

  await page.getByRole('link', { name: 'Problems' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Problem shipments' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Problem shipments' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row.getByText('Stalled')).toBeVisible();
  await expect(row.getByText('Scanned at a sorting hub')).toBeVisible();
  const { items } = await client.get('/problems');
  const problem = items.find((item: { reference: string }) => item.reference === reference);
  expect(problem.claim).toMatchObject({ type: 'LOSS', isOpen: true });
  // Thirty days from dispatch, ten of them gone.
  expect([20, 21]).toContain(problem.claim.daysLeft);
  await expect(row.getByText(`${problem.claim.daysLeft} days left to claim`)).toBeVisible();
  const deadline = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(
    new Date(problem.claim.deadline),
  );
  await expect(row.getByText(`Claim by ${deadline}`)).toBeVisible();

  // The claim opens in the support centre, filled in from the order.
  await row.getByRole('link', { name: `Claim the loss of ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New ticket' })).toBeVisible();
  await expect(page.getByText(/Filled in from the order/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Shipment reference/ })).toHaveValue(reference);
  await expect(page.getByRole('textbox', { name: /Product description/ })).toHaveValue('Books');
  await expect(page.getByRole('textbox', { name: /Amount claimed/ })).toHaveValue('€ 35');

  // The seller adds what only they know, and the claim is sent.
  await page.getByRole('textbox', { name: /Describe the problem/ }).fill('No scan for ten days');
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('textbox', { name: /PayPal/ }).fill('seller@example.com');
  // Nothing was on file for a parcel inside the EU (no customs invoice): the seller attaches the invoice.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Proof of value \(invoice\): / }).click();
  await (await chooser).setFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('invoice.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page).toHaveURL(/\/private\/support-center\/details\//);
  await expect(page.getByText('Loss claim')).toBeVisible();
});
