import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PAGE = '/private/settings/webhooks';
const id = '11111111-1111-4111-8111-111111111111';
const endpoint = {
  id,
  url: 'https://hooks.example.com/shipdeck',
  events: ['shipment.created', 'label.created'],
  description: 'Warehouse system',
  createdAt: '2026-11-02T12:00:00.000Z',
};
const secret = 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const delivery = {
  id: '22222222-2222-4222-8222-222222222222',
  eventId: 'evt_42',
  eventType: 'label.created',
  status: 'PENDING',
  attempts: 1,
  responseStatus: 500,
  lastError: 'HTTP 500',
  lastAttemptAt: '2026-11-20T12:30:00.000Z',
  nextAttemptAt: '2026-11-20T12:31:00.000Z',
  createdAt: '2026-11-20T12:30:00.000Z',
};

describe('Webhooks page', () => {
  it('shows an endpoint with its delivery log, its secret on request, and sends a delivery again', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /webhooks': { status: 200, body: { endpoints: [endpoint] } },
      [`GET /webhooks/${id}`]: { status: 200, body: { ...endpoint, secret } },
      [`GET /webhooks/${id}/deliveries`]: {
        status: 200,
        body: { deliveries: [{ ...delivery, status: 'FAILED', nextAttemptAt: null }] },
      },
      [`POST /webhooks/${id}/deliveries/${delivery.id}/replay`]: { status: 202, body: delivery },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: endpoint.url });
    const log = await within(card).findByRole('table', { name: 'Delivery log' });
    expect(within(log).getByText('Failed')).toBeInTheDocument();
    expect(within(log).getByText('500')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Signing secret' })).not.toHaveValue(secret);

    await user.click(within(card).getByRole('button', { name: 'Show secret' }));
    expect(await within(card).findByDisplayValue(secret)).toBeInTheDocument();

    await user.click(within(log).getByRole('button', { name: 'Send label.created again' }));
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/replay'))).toBe(true),
    );
    expect(screen.getByRole('region', { name: 'Check the signature' })).toHaveTextContent('createHmac');

    api.set(`DELETE /webhooks/${id}`, { status: 204 });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    api.set('GET /webhooks', { status: 200, body: { endpoints: [] } });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: endpoint.url })).not.toBeInTheDocument(),
    );
  });

  it("saves an endpoint and shows its secret, and puts the server's refusal on the address", async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /webhooks': { status: 200, body: { endpoints: [] } },
      'POST /webhooks': ({ body }) =>
        (body as { url: string }).url.includes('169.254')
          ? {
              status: 400,
              body: {
                messages: [
                  {
                    error_code: 'InvalidFormatField',
                    message: 'webhooks.error.private-address',
                    field: 'url',
                  },
                ],
              },
            }
          : { status: 201, body: { ...endpoint, secret } },
      [`GET /webhooks/${id}/deliveries`]: { status: 200, body: { deliveries: [] } },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);

    const url = await screen.findByRole('textbox', { name: /Address \(URL\)/ });
    await user.type(url, 'https://169.254.169.254/latest');
    await user.click(screen.getByRole('button', { name: 'Save endpoint' }));
    expect(await screen.findByText(/private, local or reserved network/)).toBeInTheDocument();

    api.set('GET /webhooks', { status: 200, body: { endpoints: [endpoint] } });
    await user.clear(url);
    await user.type(url, endpoint.url);
    await user.click(screen.getByRole('button', { name: 'Save endpoint' }));
    const card = await screen.findByRole('region', { name: endpoint.url });
    expect(await within(card).findByDisplayValue(secret)).toBeInTheDocument();
    expect(within(card).getByText('No deliveries yet.')).toBeInTheDocument();
    const saved = api.calls.filter((call) => call.method === 'POST' && call.path === '/webhooks').at(-1);
    expect(saved?.body).toMatchObject({
      url: endpoint.url,
      events: expect.arrayContaining(['invoice.available']),
    });
  });
});
