import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../testing/fixtures.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the notifications bell', () => {
  it('shows the tenant feed’s news newest first, counts what is unseen, and clears the count once opened', async () => {
    mockApi({ 'GET /init': { status: 200, body: buildInit({ tenantId: 'main' }) } });
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/all');
    const bell = await screen.findByRole('button', { name: "What's new: 4 unseen" });

    await user.click(bell);
    // Mantine keeps a popover styled hidden in jsdom (no layout to place it by).
    const news = await screen.findByRole('dialog', { hidden: true });
    expect(news).toHaveAttribute('aria-labelledby', bell.id);
    const items = within(news).getAllByRole('listitem', { hidden: true });
    expect(items.map((item) => within(item).getByRole('link', { hidden: true }).textContent)).toEqual([
      'Problems inbox',
      'Thermal labels',
      'Shipping rules',
      'Orders from your shop',
    ]);
    expect(items[0]).toHaveTextContent('26 Nov 2026');
    expect(screen.getByRole('button', { name: "What's new" })).toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('link', { name: 'Problems inbox', hidden: true }));
    await waitFor(() => expect(view.location()).toBe('/private/problems'));
    view.unmount();

    // The next visit remembers what this user has seen.
    await renderApp('/private/shipments/all');
    expect(await screen.findByRole('button', { name: "What's new" })).toBeInTheDocument();
  });

  it('is absent where the tenant has no news feed', async () => {
    mockApi({ 'GET /init': { status: 200, body: buildInit({ tenantId: 'be-carrier' }) } });
    await renderApp('/private/shipments/all');
    expect(await screen.findByRole('heading', { name: 'All' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^What's new/ })).toBeNull();
  });
});
