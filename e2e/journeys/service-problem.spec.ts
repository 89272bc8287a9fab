import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { glsService, madrid, signedInApi } from '../support/shipments.ts';

test('a seller sees which draft its service can no longer carry, and chooses another from its row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('service-problem') });
  const client = await signedInApi(page);
  // GLS's European service does not carry parcels within Spain: a shop import that kept it when
  // the buyer turned out to live in Barcelona.
  const draft = await client.post('/shipments', {
    from: madrid,
    to: { alpha2Code: 'ES', zipCode: '08001', city: 'Barcelona' },
    parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
    service: glsService,
    content: { description: 'Books', value: 3500 },
  });
  expect(draft.data.serviceProblem).toBe('carrier.error.service-not-offered');
  const reference = draft.reference as string;

  await page.goto('/private/shipments/all');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  const badge = row.getByTestId('service-problem-badge');
  await expect(badge).toContainText('Service unavailable');
  await badge.hover();
  await expect(page.getByRole('tooltip')).toContainText('Choose another service to buy it.');

  // Its other panels say so too, with the way to the service choice.
  await row.getByRole('button', { name: /^Edit recipient/ }).click();
  const recipient = page.getByRole('dialog', { name: 'Recipient' });
  const notice = recipient.getByRole('alert', { name: /can no longer carry this shipment/ });
  await expect(notice).toContainText('This service does not take these parcels on this route.');
  await notice.getByRole('button', { name: 'Choose another service' }).click();

  const services = page.getByRole('dialog', { name: 'Services' });
  await expect(services.getByRole('alert', { name: /can no longer carry this shipment/ })).toBeVisible();
  await services.getByRole('radio', { name: /^SEUR 24 / }).check();
  await services.getByRole('button', { name: 'Next' }).click();
  await services.getByRole('radiogroup', { name: 'Collection date' }).getByRole('radio').first().check();
  await services.getByRole('button', { name: 'Save' }).click();

  await expect(row.getByTestId('service-problem-badge')).toHaveCount(0);
  await expect.poll(async () => (await client.get(`/shipments/${reference}`)).data.serviceProblem).toBeNull();
});
