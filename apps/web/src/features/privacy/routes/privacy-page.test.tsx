import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PAGE = '/private/settings/privacy';
const NO_EXPORT = { status: 200, body: { dataExport: null } };
const anExport = (status: 'PENDING' | 'READY', progress: number) => ({
  id: '33333333-3333-4333-8333-333333333333',
  status,
  progress,
  downloadUrl:
    status === 'READY' ? '/api/v1/account/data-exports/33333333-3333-4333-8333-333333333333/download' : null,
  createdAt: '2026-11-26T09:30:00.000Z',
});

describe('privacy settings', () => {
  it('saves a marketing switch at once with every consent, and says so', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /account/data-exports/latest': NO_EXPORT,
      'PUT /user/policies': { status: 200, body: {} },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    const dataProcessing = screen.getByRole('switch', { name: /Processing of my personal data/ });
    expect(dataProcessing).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'News and offers by email' }));

    expect(await screen.findByText('Your choices have been saved')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'News and offers by email' })).toBeChecked();
    expect(api.calls.find((call) => call.path === '/user/policies')?.body).toEqual({
      dataProcessing: true,
      marketingEmails: true,
      marketingCalls: false,
    });
  });

  it("shows 'save fail' and puts the switch back when saving fails", async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /account/data-exports/latest': NO_EXPORT,
      'PUT /user/policies': {
        status: 500,
        body: { messages: [{ error_code: 'Default', message: 'error.internal' }] },
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('switch', { name: 'News and offers by phone' }));
    expect(await screen.findByText('We could not save your choices. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'News and offers by phone' })).not.toBeChecked();
  });

  it('offers the calls switch only when marketing calls are allowed', async () => {
    const init = buildInit();
    mockApi({
      'GET /init': {
        status: 200,
        body: { ...init, capabilities: { ...init.capabilities, allowMarketingCalls: false } },
      },
      'GET /account/data-exports/latest': NO_EXPORT,
    });
    await renderApp(PAGE);
    expect(await screen.findByRole('switch', { name: 'News and offers by email' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'News and offers by phone' })).not.toBeInTheDocument();
  });

  it('turning data processing off opens the close-account flow; going back keeps it on', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /account/data-exports/latest': NO_EXPORT,
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('switch', { name: /Processing of my personal data/ }));

    const warning = await screen.findByRole('dialog', { name: 'Close your account?' });
    await user.click(within(warning).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: /Processing of my personal data/ })).toBeChecked();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('confirming the close-account flow stores every consent as false and signs out', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /account/data-exports/latest': NO_EXPORT,
      'PUT /user/policies': { status: 200, body: {} },
      'POST /auth/logout': { status: 204 },
    });
    const user = userEvent.setup();
    const app = await renderApp(PAGE);
    await user.click(await screen.findByRole('switch', { name: /Processing of my personal data/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Close your account?' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Last warning' })).getByRole('button', {
        name: 'Close my account',
      }),
    );

    expect(await screen.findByText(/your account has been closed/i)).toBeInTheDocument();
    expect(app.location()).toBe('/shipdeck/login?reason=account-closed');
    expect(api.calls.find((call) => call.path === '/user/policies')?.body).toEqual({
      dataProcessing: false,
      marketingEmails: false,
      marketingCalls: false,
    });
    expect(api.calls.some((call) => call.path === '/auth/logout')).toBe(true);
  });

  it('prepares my data in a job, shows its progress, then the download link', async () => {
    let latest: unknown = { dataExport: null };
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /account/data-exports/latest': () => ({ status: 200, body: latest }),
      'POST /account/data-exports': () => {
        latest = { dataExport: anExport('PENDING', 40) };
        return { status: 202, body: anExport('PENDING', 0) };
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));

    expect(await screen.findByRole('progressbar', { name: /Preparing your data/ })).toBeInTheDocument();
    expect(await screen.findByText('Preparing your data: 40 %')).toBeInTheDocument();
    latest = { dataExport: anExport('READY', 100) };
    const link = await screen.findByRole('link', { name: 'Download my data (ZIP)' });
    expect(link).toHaveAttribute('href', anExport('READY', 100).downloadUrl);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/account/data-exports')).toHaveLength(1);
  });

  it('states what deletion erases and keeps, and after confirming deletes the account and signs out', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /account/data-exports/latest': NO_EXPORT,
      'DELETE /account': { status: 204 },
    });
    const user = userEvent.setup();
    const app = await renderApp(PAGE);

    expect(
      await screen.findByText(/Your invoices and orders with their billing details/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    expect(within(dialog).getByText('What the law makes us keep')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));

    expect(await screen.findByText(/Your account has been deleted/)).toBeInTheDocument();
    expect(app.location()).toBe('/shipdeck/login?reason=account-deleted');
    expect(api.calls.filter((call) => call.method === 'DELETE' && call.path === '/account')).toHaveLength(1);
  });
});

describe('sharing delivery data for the on-time score of all sellers', () => {
  // The switch's name runs on with its explanation, which its label holds.
  const SWITCH = /^Share my delivery data and see the on-time scores of all sellers/;

  it('explains what is shared, saves the switch at once and says so', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /account/data-exports/latest': NO_EXPORT,
      'GET /on-time/sharing': { status: 200, body: { shared: false } },
      'PUT /on-time/sharing': ({ body }) => ({ status: 200, body }),
    });
    const user = userEvent.setup();
    await renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'On-time scores of all sellers' }),
    ).toBeInTheDocument();
    const sharing = await screen.findByRole('switch', { name: SWITCH });
    expect(sharing).not.toBeChecked();
    expect(sharing).toHaveAccessibleDescription(/never another seller's parcels/);
    await user.click(sharing);

    expect(await screen.findByText('Your choices have been saved')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked();
    expect(api.calls.filter((call) => call.path === '/on-time/sharing' && call.method === 'PUT')).toEqual([
      expect.objectContaining({ body: { shared: true } }),
    ]);
  });

  it("shows 'save fail' and puts the switch back when saving fails", async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /account/data-exports/latest': NO_EXPORT,
      'GET /on-time/sharing': { status: 200, body: { shared: true } },
      'PUT /on-time/sharing': {
        status: 500,
        body: { messages: [{ error_code: 'Default', message: 'error.internal' }] },
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('switch', { name: SWITCH }));
    expect(await screen.findByText('We could not save your choices. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked();
  });
});
