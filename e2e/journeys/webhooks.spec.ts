import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { signedInApi } from '../support/shipments.ts';

test('a seller adds a webhook, sees its secret, sees a delivery after creating a shipment, and sends it again', async ({
  page,
}) => {
  // The seller's program: answers 500 to the first delivery, 200 afterwards.
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(received.length === 1 ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/shipdeck`;

  try {
    await signUp(page, { partner: 'shipdeck', email: uniqueEmail('webhooks') });
    await page.goto('/private/settings/billing');
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    await page.getByRole('textbox', { name: /Address \(URL\)/ }).fill(url);
    await page.getByRole('button', { name: 'Save endpoint' }).click();
    const card = page.getByRole('region', { name: url });
    const secretField = card.getByRole('textbox', { name: 'Signing secret' });
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();

    const shipment = await (await signedInApi(page)).post('/shipments', {});
    const log = card.getByRole('table', { name: 'Delivery log' });
    const row = log.getByRole('row').filter({ hasText: 'shipment.created' });
    await expect(async () => {
      await card.getByRole('button', { name: 'Refresh' }).click();
      await expect(row).toContainText('500', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText('Retrying');

    await row.getByRole('button', { name: 'Send shipment.created again' }).click();
    await expect(row).toContainText('Delivered', { timeout: 15_000 });
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');

    expect(received).toHaveLength(2);
    for (const { headers, body } of received) {
      const [t, v1] = String(headers['shipdeck-signature'])
        .split(',')
        .map((part) => part.split('=')[1]);
      expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
      expect(JSON.parse(body)).toMatchObject({
        type: 'shipment.created',
        data: { reference: shipment.reference },
      });
    }
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
