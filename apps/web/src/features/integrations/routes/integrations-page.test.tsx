import { EventType } from '@shipdeck/domain/events/event-types';
import type { Integration } from '@shipdeck/domain/integrations/integration.schema';
import { INTEGRATION_CATALOGUE } from '@shipdeck/domain/integrations/integration-catalogue';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestShopImport } from '../../../shared/events/shop-import-request.ts';
import { dispatchRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const callsOf = (api: ReturnType<typeof mockApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

const DUMMY = 'shipengine_dummy-marketplace';
const OAUTH = 'shipengine_oauth_dummy';

const catalogue = (connections: Record<string, Partial<NonNullable<Integration['configuration']>>> = {}) => ({
  integrations: INTEGRATION_CATALOGUE.map((entry) => ({
    ...entry,
    fields: entry.fields.map((field) => ({
      ...field,
      options: field.options ? [...field.options] : undefined,
    })),
    isConnected: Boolean(connections[entry.alias]),
    configuration: connections[entry.alias]
      ? {
          identifier: `id-${entry.alias}`,
          status: 'CONNECTED',
          unauthorizedSubtype: null,
          data: {},
          lastImportedAt: null,
          ...connections[entry.alias],
        }
      : null,
  })),
});

const init = () => {
  const base = buildInit();
  return { ...base, capabilities: { ...base.capabilities, connectToEshop: true } };
};

const importEnded = (payload: Record<string, unknown>) =>
  act(() =>
    dispatchRealtimeEvent(
      {
        id: '1',
        type: EventType.ImportEnded,
        createdAt: '',
        payload: {
          integration: DUMMY,
          source: 'DUM',
          numberShipmentsImported: 0,
          shipmentReferences: [],
          errorType: null,
          errorSubtype: null,
          callbackPayload: null,
          ...payload,
        },
      },
      new QueryClient(),
    ),
  );

describe('integrations page', () => {
  it('shows every integration with the action its type gives', async () => {
    mockApi({
      'GET /init': { status: 200, body: init() },
      'GET /integrations': { status: 200, body: catalogue({ aliexpress: {} }) },
    });
    await renderApp('/private/settings/integrations');
    const card = (name: string) => screen.findByRole('article', { name });
    expect(within(await card('AliExpress')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(await card('AliExpress')).getByText('Connected')).toBeInTheDocument();
    expect(within(await card('Etsy')).getByRole('button', { name: 'Connect store' })).toBeInTheDocument();
    expect(within(await card('Shopify')).getByRole('button', { name: 'Show guide' })).toBeInTheDocument();
    expect(within(await card('WooCommerce')).getByRole('button', { name: 'Show key' })).toBeInTheDocument();
    expect(within(await card('WiziShop')).getByRole('button', { name: 'Connect store' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(INTEGRATION_CATALOGUE.length);
  });

  it('checks the required fields, connects, then goes to the inbox and imports with the modal', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: init() },
      'GET /integrations': { status: 200, body: catalogue() },
      'POST /integrations/configurations': { status: 201, body: { identifier: 'abc' } },
      'POST /integrations/imports': { status: 202, body: { integration: DUMMY } },
    });
    const user = userEvent.setup();
    const view = await renderApp('/private/settings/integrations');
    await user.click(
      within(await screen.findByRole('article', { name: 'Test marketplace' })).getByRole('button', {
        name: 'Connect store',
      }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Test marketplace' });
    await user.click(within(panel).getByRole('button', { name: 'Connect' }));
    expect(within(panel).getByText('Username is required')).toBeInTheDocument();
    expect(within(panel).getByText('Password is required')).toBeInTheDocument();
    expect(callsOf(api, 'POST', '/integrations/configurations')).toHaveLength(0);

    // Once connected the catalogue says so.
    api.set('GET /integrations', { status: 200, body: catalogue({ [DUMMY]: {} }) });
    await user.type(within(panel).getByLabelText(/Username/), 'seller');
    await user.type(within(panel).getByLabelText(/Password/), 'pw');
    await user.click(within(panel).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(view.location()).toBe('/private/shipments/all'));
    expect(callsOf(api, 'POST', '/integrations/configurations')[0]?.body).toEqual({
      integration: DUMMY,
      type: 'INBOUND',
      data: { username: 'seller', password: 'pw' },
    });
    const modal = await screen.findByRole('dialog', { name: 'Import orders' });
    expect(within(modal).getByText(/Importing the orders of the last five days/)).toBeInTheDocument();
    await waitFor(() => expect(callsOf(api, 'POST', '/integrations/imports')).toHaveLength(1));
    importEnded({ numberShipmentsImported: 7 });
    expect(await within(modal).findByText('7 orders imported.')).toBeInTheDocument();
  });

  it("counts the orders the 15-minute import took during the seller's import, and ends on the seller's", async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: init() },
      'GET /integrations': { status: 200, body: catalogue({ [DUMMY]: {} }) },
      'POST /integrations/imports': { status: 202, body: { integration: DUMMY } },
    });
    await renderApp('/private/shipments/all');
    act(() => requestShopImport({ integration: DUMMY }));
    const modal = await screen.findByRole('dialog', { name: 'Import orders' });
    await waitFor(() => expect(callsOf(api, 'POST', '/integrations/imports')).toHaveLength(1));
    importEnded({ numberShipmentsImported: 1, callbackPayload: { trigger: 'SCHEDULED' } });
    expect(within(modal).getByText(/Importing the orders of the last five days/)).toBeInTheDocument();
    importEnded({ numberShipmentsImported: 1, callbackPayload: { trigger: 'MANUAL' } });
    expect(await within(modal).findByText('2 orders imported.')).toBeInTheDocument();
  });

  it('connects a Shopify store with its address and Admin API access token, refusing an address with a path', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: init() },
      'GET /integrations': { status: 200, body: catalogue() },
      'POST /integrations/configurations': { status: 201, body: { identifier: 'abc' } },
      'POST /integrations/imports': { status: 202, body: { integration: 'shopify' } },
    });
    const user = userEvent.setup();
    const view = await renderApp('/private/settings/integrations');
    await user.click(
      within(await screen.findByRole('article', { name: 'Shopify (Admin API)' })).getByRole('button', {
        name: 'Connect store',
      }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Shopify (Admin API)' });
    expect(within(panel).getByText(/copy its Admin API access token/)).toBeInTheDocument();
    await user.type(within(panel).getByLabelText(/Shop address/), 'a.test/admin');
    await user.type(within(panel).getByLabelText(/Admin API access token/), 'shpat');
    await user.click(within(panel).getByRole('button', { name: 'Connect' }));
    expect(
      within(panel).getByText("Enter the shop's address, for example your-store.myshopify.com"),
    ).toBeInTheDocument();
    expect(callsOf(api, 'POST', '/integrations/configurations')).toHaveLength(0);

    api.set('GET /integrations', { status: 200, body: catalogue({ shopify: {} }) });
    await user.clear(within(panel).getByLabelText(/Shop address/));
    await user.type(within(panel).getByLabelText(/Shop address/), 'a.test');
    await user.click(within(panel).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(view.location()).toBe('/private/shipments/all'));
    expect(callsOf(api, 'POST', '/integrations/configurations')[0]?.body).toEqual({
      integration: 'shopify',
      type: 'INBOUND',
      data: { shop_url: 'a.test', access_token: 'shpat' },
    });
  });

  it('sends an OAuth marketplace to its start-flow with the form data, and opens a panel by its alias', async () => {
    mockApi({
      'GET /init': { status: 200, body: init() },
      'GET /integrations': { status: 200, body: catalogue() },
      [`POST /integrations/${OAUTH}/login/start-flow`]: { status: 400, body: { messages: [] } },
    });
    const user = userEvent.setup();
    const view = await renderApp(`/private/settings/integrations/${OAUTH}`);
    const panel = await screen.findByRole('dialog', { name: 'OAuth test marketplace' });
    await waitFor(() => expect(view.location()).toBe('/private/settings/integrations'));
    await user.type(within(panel).getByLabelText(/Store ID/), 'abc');
    await user.click(within(panel).getByRole('button', { name: 'Connect' }));
    expect(within(panel).getByText('Store ID must be a number')).toBeInTheDocument();
    await user.clear(within(panel).getByLabelText(/Store ID/));
    await user.type(within(panel).getByLabelText(/Store ID/), '42');
    await user.click(within(panel).getByRole('button', { name: 'Connect' }));
    // The start-flow fails here: back to the panel with the error flag.
    expect(
      await screen.findByText('The connection was not completed. Please try again.'),
    ).toBeInTheDocument();
    expect(view.location()).toBe('/private/settings/integrations');
  });

  it('shows a refused connection on its card and in the header, and the unauthorised modal with disconnect', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: init() },
      'GET /integrations': {
        status: 200,
        body: catalogue({ [DUMMY]: { status: 'UNAUTHORIZED', unauthorizedSubtype: 'INVALID_APP_KEY' } }),
      },
      [`DELETE /integrations/configurations/id-${DUMMY}`]: { status: 204 },
    });
    const user = userEvent.setup();
    await renderApp('/private/settings/integrations');
    const card = await screen.findByRole('article', { name: 'Test marketplace' });
    expect(within(card).getByText('Needs reconnecting')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Test marketplace: reconnect' })).toBeInTheDocument();
    act(() => requestShopImport());
    const modal = await screen.findByRole('dialog', { name: 'Import orders' });
    expect(
      await within(modal).findByText(/The API key stored for Test marketplace is not valid/),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(callsOf(api, 'DELETE', `/integrations/configurations/id-${DUMMY}`)).toHaveLength(1),
    );
  });

  it('closes the import error by itself after 6000 ms', async () => {
    mockApi({
      'GET /init': { status: 200, body: init() },
      'GET /integrations': { status: 200, body: catalogue({ [DUMMY]: {} }) },
      'POST /integrations/imports': { status: 202, body: { integration: DUMMY } },
    });
    await renderApp('/private/settings/integrations');
    await screen.findByRole('article', { name: 'Test marketplace' });
    act(() => requestShopImport());
    const modal = await screen.findByRole('dialog', { name: 'Import orders' });
    await within(modal).findByText(/Importing/);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    importEnded({ errorType: 'GENERIC' });
    expect(within(modal).getByText('The import failed. Please try again later.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5900));
    expect(screen.getByText('The import failed. Please try again later.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() =>
      expect(screen.queryByText('The import failed. Please try again later.')).not.toBeInTheDocument(),
    );
  });
});
