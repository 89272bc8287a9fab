import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setSessionEnding } from '../shared/api/api-client.ts';
import { initKeys } from '../shared/session/get-init.ts';
import { buildInit } from '../testing/fixtures.ts';
import { mockApi, unauthorized } from '../testing/mock-api.ts';
import { renderApp } from '../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a lost session', () => {
  it('a 401 from any call mid-session drops the cached data and shows the login page of the tenant', async () => {
    const api = mockApi({ 'GET /init': { status: 200, body: buildInit({ tenantId: 'es-postal' }) } });
    const app = await renderApp('/es/private/settings/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeInTheDocument();

    api.set('GET /client', unauthorized);
    await act(async () => {
      await apiRequest('/client').catch(() => undefined);
    });

    expect(await screen.findByRole('heading', { name: 'Log in to Correo Envíos' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/correo-envios/login');
    const params = new URLSearchParams(app.router.state.location.search);
    expect(params.get('reason')).toBe('session-expired');
    expect(params.get('next')).toBe('/es/private/settings/privacy');
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(app.queryClient.getQueryData(initKeys.all)).toBeUndefined());
  });

  it('a 401 while the app ends the session itself (account closed) leaves the way out to that flow', async () => {
    const api = mockApi({ 'GET /init': { status: 200, body: buildInit({ tenantId: 'es-postal' }) } });
    const app = await renderApp('/es/private/settings/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeInTheDocument();

    api.set('GET /client', unauthorized);
    setSessionEnding(true);
    try {
      await act(async () => {
        await apiRequest('/client').catch(() => undefined);
      });
      expect(app.router.state.location.pathname).toBe('/es/private/settings/privacy');
    } finally {
      setSessionEnding(false);
    }
    await act(async () => {
      await apiRequest('/client').catch(() => undefined);
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/correo-envios/login'));
  });

  it('a failed startup (init) goes to login and returns to the page after signing in', async () => {
    const api = mockApi({ 'GET /init': unauthorized });
    const app = await renderApp('/fr/private/shipments/draft');

    expect(await screen.findByRole('heading', { name: 'Log in to Marketbox Shipping' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/marketbox/login');

    api.set('POST /auth/login', { status: 200, body: {} });
    api.set('GET /init', { status: 200, body: buildInit({ tenantId: 'marketplace' }) });
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Draft' })).toBeInTheDocument();
    expect(app.location()).toBe('/fr/private/shipments/draft');
  });

  it('a wrong password (401 on login) is a form error, not a redirect', async () => {
    mockApi({
      'POST /auth/login': {
        status: 401,
        body: { messages: [{ error_code: 'InvalidCredentials', message: 'auth.error.invalid-credentials' }] },
      },
    });
    const app = await renderApp('/shipdeck/login');
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
    expect(app.location()).toBe('/shipdeck/login');
  });
});
