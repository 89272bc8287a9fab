import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PAGE = '/private/settings/api-key';
const token = 'sdk_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const apiKey = (overrides = {}) => ({
  token,
  createdAt: '2026-11-02T12:00:00.000Z',
  lastUsedAt: '2026-11-20T12:30:00.000Z',
  ...overrides,
});
const serverError = {
  status: 500,
  body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
};

/** Takes the clipboard away, as a browser without the Clipboard API (or on plain HTTP) has none. */
const withoutClipboard = () => {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
  Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
  return () => {
    if (original) Object.defineProperty(window.navigator, 'clipboard', original);
    else Reflect.deleteProperty(window.navigator, 'clipboard');
  };
};

describe('API key page', () => {
  it('shows the title, subtitle, a generate button without a key and three benefits', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /api-key': { status: 200, body: { apiKey: null } },
    });
    await renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'API key' })).toBeInTheDocument();
    expect(screen.getByText(/Connect your own programs to your account/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Generate API key' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: 'What the API lets you do' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(3);
  });

  it('generates a key and shows it read-only with its last use', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /api-key': { status: 200, body: { apiKey: null } },
      'POST /api-key': { status: 201, body: { apiKey: apiKey({ lastUsedAt: null }) } },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Generate API key' }));
    const field = await screen.findByRole('textbox', { name: 'API key' });
    expect(field).toHaveValue(token);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText(/not used yet/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST' && call.path === '/api-key')).toHaveLength(1);
  });

  it("shows the key's last use as a date in the user's language", async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /api-key': { status: 200, body: { apiKey: apiKey() } },
    });
    await renderApp(PAGE);
    expect(await screen.findByText(/last used 20 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Created 2 Nov 2026/)).toBeInTheDocument();
  });

  it('copies the key where the browser can copy', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /api-key': { status: 200, body: { apiKey: apiKey() } },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(token);
  });

  it('offers no copy button where the browser cannot copy, but still shows the key', async () => {
    const restore = withoutClipboard();
    try {
      mockApi({
        'GET /init': { status: 200, body: buildInit() },
        'GET /api-key': { status: 200, body: { apiKey: apiKey() } },
      });
      await renderApp(PAGE);
      expect(await screen.findByRole('textbox', { name: 'API key' })).toHaveValue(token);
      expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('revokes after a confirmation that turns into a success message', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /api-key': { status: 200, body: { apiKey: apiKey() } },
      'DELETE /api-key': { status: 204 },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the API key?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    const done = await screen.findByRole('dialog', { name: 'API key revoked' });
    expect(within(done).getByText(/The API key has been revoked/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Generate API key' })).toBeInTheDocument();
  });

  it('keeps the key when the confirmation is cancelled', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /api-key': { status: 200, body: { apiKey: apiKey() } },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'API key' })).toHaveValue(token);
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it.each([
    ['generate', 'POST /api-key', { apiKey: null }],
    ['revoke', 'DELETE /api-key', { apiKey: apiKey() }],
  ])('says the key could not be changed when %s fails', async (action, route, current) => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /api-key': { status: 200, body: current },
      [route]: serverError,
    });
    await renderApp(PAGE);

    if (action === 'generate') {
      fireEvent.click(await screen.findByRole('button', { name: 'Generate API key' }));
    } else {
      fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
      const dialog = await screen.findByRole('dialog', { name: 'Revoke the API key?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    }
    expect(
      await screen.findByText('The API key could not be changed. Please try again.'),
    ).toBeInTheDocument();
  });

  it('asks nothing of the server and says so when the account may not have a key', async () => {
    const init = buildInit();
    const api = mockApi({
      'GET /init': {
        status: 200,
        body: { ...init, capabilities: { ...init.capabilities, userCanGenerateApiKey: false } },
      },
    });
    await renderApp(PAGE);

    expect(await screen.findByText('Your account cannot generate an API key.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate API key' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api-key')).toBe(false);
  });
});
