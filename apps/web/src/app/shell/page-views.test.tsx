import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../testing/fixtures.ts';
import { mockApi, pageViewsSent } from '../../testing/mock-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('page views', () => {
  it('counts each page opened by its route pattern, never the inbox, reference or search in the address', async () => {
    mockApi({ 'GET /init': { status: 200, body: buildInit({ dataProcessing: true }) } });
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/all?q=ES26');
    expect(await screen.findByRole('heading', { name: 'All' })).toBeInTheDocument();
    await waitFor(() => expect(pageViewsSent).toEqual([{ page: '/private/shipments/:inbox' }]));

    await user.click(screen.getByRole('link', { name: /^Settings/ }));
    await waitFor(() => expect(view.location()).not.toMatch(/^\/private\/shipments/));
    await waitFor(() => expect(pageViewsSent).toHaveLength(2));
    const [, second] = pageViewsSent as { page: string }[];
    expect(second?.page).toBe(view.location().split('?')[0]);
  });

  it('counts nothing for a user who has not consented to data processing', async () => {
    mockApi({ 'GET /init': { status: 200, body: buildInit({ dataProcessing: false }) } });
    await renderApp('/private/shipments/all');
    expect(await screen.findByRole('dialog', { name: 'Your privacy' })).toBeInTheDocument();
    expect(pageViewsSent).toEqual([]);
  });
});
