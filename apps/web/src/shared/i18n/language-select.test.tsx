import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../testing/fixtures.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { applyLanguage } from './i18n.ts';
import { pageReload } from './reload-page.ts';

const reloadPage = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
afterAll(() => reloadPage.mockRestore());

afterEach(async () => {
  vi.unstubAllGlobals();
  reloadPage.mockClear();
  await applyLanguage('en-GB');
});

describe('language switch', () => {
  it("signed in, saves the user's and the client's language, then reloads the page", async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'PUT /user/language': { status: 204 },
      'PUT /client/language': { status: 204 },
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    await user.selectOptions(await screen.findByLabelText('Language'), 'de');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(api.calls.find((call) => call.path === '/user/language')?.body).toEqual({ language: 'de' });
    expect(api.calls.find((call) => call.path === '/client/language')?.body).toEqual({ language: 'de' });
    expect(api.calls.find((call) => call.path === '/user/language')?.headers['x-csrf-token']).toBeUndefined();
  });

  it('sends the CSRF cookie value with the change', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'sd_csrf=token-123; path=/';
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'PUT /user/language': { status: 204 },
      'PUT /client/language': { status: 204 },
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    await user.selectOptions(await screen.findByLabelText('Language'), 'nl');
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(api.calls.find((call) => call.path === '/user/language')?.headers['x-csrf-token']).toBe(
      'token-123',
    );
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'sd_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('on the sign-in screens, switches the texts at once without calling the server', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    await renderApp('/shipdeck/login');
    await user.selectOptions(await screen.findByLabelText('Language'), 'fr');
    expect(await screen.findByRole('heading', { name: 'Connexion à Shipdeck' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a signed-in user the app in their own language', async () => {
    mockApi({ 'GET /init': { status: 200, body: buildInit({ language: 'es' }) } });
    await renderApp('/private/shipments/ready-to-purchase');
    expect(await screen.findByRole('heading', { name: 'Listos para comprar' })).toBeInTheDocument();
  });
});
