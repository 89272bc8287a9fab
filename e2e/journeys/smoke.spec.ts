import { expect, test } from '@playwright/test';

test('the server answers health and serves the web app', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page).toHaveTitle(/Shipdeck/);
});
