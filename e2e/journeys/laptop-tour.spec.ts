import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { acceptPrivacy, logIn } from '../support/accounts.ts';

const DEMO = { partner: 'shipdeck', email: 'demo@shipdeck.local', password: 'Demo-Shipdeck-2026!' };

/** Laptop screens sellers work on: every page must fit them without a sideways scroll. */
const LAPTOPS = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
];

/** Every page of the workspace a seller reaches from the menus, with a heading it shows once loaded. */
const PAGES: { path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/private/shipments/ready-to-purchase', ready: (p) => p.getByRole('table', { name: 'Shipments' }) },
  { path: '/private/shipments/all', ready: (p) => p.getByRole('table', { name: 'Shipments' }) },
  { path: '/private/shipments/create/info', ready: (p) => p.getByRole('main') },
  { path: '/private/analytics', ready: (p) => p.getByRole('main') },
  { path: '/private/subscriptions', ready: (p) => p.getByRole('main') },
  { path: '/private/support-center', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/your-account', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/privacy', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/billing/transactions', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/billing/invoices', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/billing/invoicing', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/volume-discounts', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/parcels', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/products', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/addresses/sender', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/addresses/recipient', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/integrations', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/api-key', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/webhooks', ready: (p) => p.getByRole('main') },
  { path: '/private/settings/archiving', ready: (p) => p.getByRole('main') },
];

/** Serious and critical WCAG 2 A/AA findings, named by rule and first element. */
const axeProblems = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`);
};

/** Texts of the shipments list a seller must read whole: references and status badges cut short. */
const cutListTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-reference] td:nth-child(2) p:first-child, [data-status] span')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );

/** How far the page scrolls sideways, in CSS pixels (0 when it fits the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const signIn = async (page: Page) => {
  await page.setViewportSize(LAPTOPS[0]!);
  await logIn(page, DEMO);
  await page.waitForURL(/\/private\/shipments\//);
  const privacy = page.getByRole('dialog', { name: 'Your privacy' });
  if (await privacy.isVisible().catch(() => false)) await acceptPrivacy(page);
};

// Two halves, so the two workers share the tour.
const HALVES = [PAGES.slice(0, PAGES.length / 2), PAGES.slice(PAGES.length / 2)];

for (const [index, pages] of HALVES.entries()) {
  test(`every page fits a laptop screen and has no serious accessibility fault (part ${index + 1})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signIn(page);
    for (const { path, ready } of pages) {
      await page.setViewportSize(LAPTOPS[0]!);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const problems = await axeProblems(page);
      for (const laptop of LAPTOPS) {
        await page.setViewportSize(laptop);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0)
          problems.push(`at ${laptop.width}×${laptop.height} it scrolls sideways by ${overflow}px`);
        for (const text of await cutListTexts(page))
          problems.push(`at ${laptop.width} "${text}" is cut short`);
      }
      expect.soft(problems, path).toEqual([]);
    }
  });
}
