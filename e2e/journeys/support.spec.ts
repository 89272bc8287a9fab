import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { glsService, madrid, paris, signedInApi } from '../support/shipments.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

test('a damage claim with an IBAN and a PDF proof is answered and approved from the staff console, and the refund shows in Billing', async ({
  page,
  browser,
}) => {
  // The seller's shipment and claim are set up through the API: the staff console and Billing are the point.
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('claim') });
  const seller = await signedInApi(page);
  const { reference } = await seller.post('/shipments', {
    from: madrid,
    to: paris,
    parcels: [{ weight: 2.5, length: 30, width: 20, height: 10 }],
    service: glsService,
    content: { description: 'Vase', value: 4250 },
  });
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sd_csrf')?.value ?? '';
  const upload = async (bytes: Buffer, name: string) => {
    const response = await page.request.post('/api/v1/support/attachments', {
      data: bytes,
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': name,
        'x-csrf-token': decodeURIComponent(csrf),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).id as string;
  };
  const claim = await seller.post('/support/tickets', {
    type: 'DAMAGE',
    shipmentReference: reference,
    reason: 'The vase arrived broken',
    productDescription: 'Ceramic vase',
    amount: { currency: 'EUR', value: 42.5 },
    paymentMethod: {
      type: 'BANK',
      data: { accountHolder: 'Jo Seller', iban: 'ES9121000418450200051332', code: 'CAIXESBB' },
    },
    proofOfValue: await upload(PDF, 'invoice.pdf'),
    proofOfDamageGoods: await upload(PNG, 'goods.png'),
    proofOfDamageExternalPackaging: await upload(PNG, 'outer.png'),
    proofOfDamageInternalPackaging: await upload(PNG, 'inner.png'),
    locale: 'es',
  });

  // A support agent (the staff role, granted on this demo server) answers and approves the claim.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signUp(staffPage, { partner: 'shipdeck', email: uniqueEmail('agent') });
  await (await signedInApi(staffPage)).post('/support/staff/self', {});
  await staffPage.goto('/private/support-console');
  await staffPage.getByRole('button', { name: claim.externalReference }).click();
  await expect(staffPage.getByRole('link', { name: /invoice\.pdf/ })).toBeVisible();
  await staffPage.getByRole('textbox', { name: 'Your message' }).fill('Sorry about the vase: we refund it.');
  await staffPage.getByRole('button', { name: 'Send' }).click();
  await expect(staffPage.getByText('Sorry about the vase: we refund it.')).toBeVisible();
  await staffPage.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(staffPage.getByText('Refunded: €42.50')).toBeVisible();
  await staffContext.close();

  // The seller reads the answer, sees the ticket solved, and finds the refund in Billing → Transactions.
  await page.goto(`/private/support-center/details/${claim.id}`);
  await expect(page.getByText('Sorry about the vase: we refund it.')).toBeVisible();
  await expect(page.getByText('This ticket is closed.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await page.goto('/private/settings/billing/transactions');
  await expect(page.getByRole('row', { name: new RegExp(claim.externalReference) })).toBeVisible();
});
