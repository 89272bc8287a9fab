import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { SHOPIFY_TOKEN, shopifyOrder, useFakeShopify } from '../support/fake-shop.ts';

const shop = useFakeShopify([
  shopifyOrder(301, { note: 'Gift wrap, please.\nNo invoice in the box.' }),
  shopifyOrder(302, {
    shippingAddress: {
      firstName: 'Jonas',
      lastName: 'Weber',
      company: null,
      address1: 'Lindenstraße 5',
      address2: null,
      city: 'Berlin',
      zip: '10115',
      provinceCode: null,
      countryCodeV2: 'DE',
      phone: '+49 30 1234567',
    },
  }),
  // A digital order has no shipping address: nothing to ship.
  shopifyOrder(303, { shippingAddress: null }),
]);

test('a seller connects a Shopify shop, imports its open orders and finds them as drafts with the buyer notes', async ({
  page,
}) => {
  await signUp(page, { partner: 'shipdeck', email: uniqueEmail('shopify') });
  await page.goto('/private/settings/integrations');
  await page.getByRole('article', { name: 'Shopify' }).getByRole('button', { name: 'Connect store' }).click();
  const panel = page.getByRole('dialog', { name: 'Shopify' });
  // A local test shop is reached over http on its port, as the shop address field allows.
  await panel.getByLabel(/Shop address/).fill(shop.url);
  await panel.getByLabel(/Admin API access token/).fill(SHOPIFY_TOKEN);
  await panel.getByRole('button', { name: 'Connect' }).click();

  // Connecting runs the five-day import at once, from the inbox.
  await expect(page).toHaveURL(/\/private\/shipments\/all$/);
  const modal = page.getByRole('dialog', { name: 'Import orders' });
  await expect(modal.getByText('2 orders imported.')).toBeVisible({ timeout: 30_000 });
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  // The shop was asked with its token, for open unfulfilled orders only.
  const reads = shop.calls.filter((call) => call.operation === 'UnfulfilledOrders');
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.every((call) => call.token === SHOPIFY_TOKEN)).toBe(true);
  expect(String(reads[0]!.variables.query)).toMatch(/^status:open AND fulfillment_status:unfulfilled/);

  const list = page.getByRole('table', { name: /Shipments/ });
  const noted = list.getByRole('row', { name: /Order #301/ });
  const plain = list.getByRole('row', { name: /Order #302/ });
  await expect(noted).toBeVisible();
  await expect(plain).toBeVisible();
  await expect(noted.getByText('Léa Moreau')).toBeVisible();
  await expect(plain.getByText('Jonas Weber')).toBeVisible();
  await expect(list.getByText('Order #303')).toHaveCount(0);

  // The buyer's note: an icon in the row with the note in its tooltip, and above the draft's panels.
  const hint = noted.getByRole('img', { name: "Buyer's note: Gift wrap, please.\nNo invoice in the box." });
  await hint.hover();
  await expect(page.getByRole('tooltip')).toContainText('Gift wrap, please.');
  // The keyboard opens it too: Tab from the row's checkbox to the note.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await noted.getByRole('checkbox').focus();
  await page.keyboard.press('Tab');
  await expect(hint).toBeFocused();
  await expect(page.getByRole('tooltip')).toContainText('Gift wrap, please.');
  await expect(plain.getByRole('img', { name: /^Buyer's note/ })).toHaveCount(0);
  await noted.getByRole('button', { name: /^Edit recipient/ }).click();
  const recipient = page.getByRole('dialog', { name: 'Recipient' });
  await expect(recipient.getByText("Buyer's note")).toBeVisible();
  await expect(recipient.getByText(/Gift wrap, please\.\s+No invoice in the box\./)).toBeVisible();

  await page.goto('/private/settings/integrations');
  await expect(page.getByRole('article', { name: 'Shopify' }).getByText('Connected')).toBeVisible();
});
