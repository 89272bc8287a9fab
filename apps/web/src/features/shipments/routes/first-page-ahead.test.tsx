import { EventType } from '@shipdeck/domain/events/event-types';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { pageViewsSent, timeZonesSent } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aShipment, fakeShipmentsApi } from '../testing/fake-shipments-api.ts';
import { typeSearchWithoutPausing } from '../testing/type-search.ts';

// Signed in: the readable CSRF cookie the server sets with the session.
beforeEach(() => {
  document.cookie = 'sd_csrf=token-123; path=/';
});
afterEach(() => {
  document.cookie = 'sd_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
});

describe('the list asks for its first rows at once on load', () => {
  it('asks for the first page while the start-up data is still on its way, and only once', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26EARLY' })] });
    api.hold('GET /init');
    await renderApp('/private/shipments/ready-to-purchase');

    await waitFor(() => expect(api.listCalls()).toHaveLength(1));
    expect(api.listCalls()[0]!.query.toString()).toBe('inbox=READY_TO_PURCHASE&limit=20&offset=0');
    expect(screen.queryByRole('row', { name: /SD26EARLY/ })).not.toBeInTheDocument();

    act(() => api.release());
    expect(await screen.findByRole('row', { name: /SD26EARLY/ })).toBeInTheDocument();
    expect(api.listCalls()).toHaveLength(1);
  }, 40_000);

  it('asks again when a shipment event came between the page asked ahead and the list', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26BEFORE' })] });
    api.hold('GET /init');
    const view = await renderApp('/private/shipments/ready-to-purchase');
    await waitFor(() => expect(api.listCalls()).toHaveLength(1));

    // A marketplace import makes a draft while the page's code and start-up data are on their way.
    const imported = aShipment({ reference: 'SD26IMPORTED', createdAt: '2027-01-01T00:00:00.000Z' });
    api.state.shipments.push(imported);
    act(() =>
      dispatchRealtimeEvent(
        { id: 'e1', type: EventType.ShipmentCreated, payload: imported, createdAt: '' },
        view.queryClient,
      ),
    );
    act(() => api.release());

    expect(await screen.findByRole('row', { name: /SD26IMPORTED/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /SD26BEFORE/ })).toBeInTheDocument();
    expect(api.listCalls()).toHaveLength(2);
  }, 40_000);

  it('a link with a search and sort asks for that list ahead', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26LINKED' })] });
    api.hold('GET /init');
    await renderApp('/private/shipments/all?q=linked&order=service_asc');

    await waitFor(() => expect(api.listCalls()).toHaveLength(1));
    expect(api.listCalls()[0]!.query.toString()).toBe(
      'inbox=ALL&limit=20&offset=0&order=service_asc&q=linked',
    );
    act(() => api.release());
    expect(await screen.findByRole('row', { name: /SD26LINKED/ })).toBeInTheDocument();
    expect(api.listCalls()).toHaveLength(1);
  }, 40_000);

  it("holds the shell's background calls (page views, time zone, subscription, shop connections) until the first rows show", async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26FIRST' })] });
    const background = () => [
      ...api.calls
        .filter((call) => ['/subscriptions/current', '/integrations'].includes(call.path))
        .map((call) => `${call.method} ${call.path}`),
      ...pageViewsSent.map(() => 'POST /page-views'),
      ...timeZonesSent.map(() => 'PUT /user/time-zone'),
    ];
    api.hold('GET /shipments');
    await renderApp('/private/shipments/ready-to-purchase');
    // The shell is up (its header shows) while the rows are still on their way.
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(api.listCalls()).toHaveLength(1));
    expect(background()).toEqual([]);

    act(() => api.release());
    expect(await screen.findByRole('row', { name: /SD26FIRST/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(new Set(background())).toEqual(
        new Set([
          'POST /page-views',
          'PUT /user/time-zone',
          'GET /subscriptions/current',
          'GET /integrations',
        ]),
      ),
    );
  }, 40_000);

  it('typing a search still waits for the pause: no list is asked for a part of the word', async () => {
    const api = fakeShipmentsApi({
      shipments: [aShipment({ reference: 'SD26FIND1' }), aShipment({ reference: 'SD26OTHER' })],
    });
    await renderApp('/private/shipments/ready-to-purchase');
    await screen.findByRole('row', { name: /SD26OTHER/ });

    await typeSearchWithoutPausing('find');
    expect(await screen.findByRole('row', { name: /SD26FIND1/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /SD26OTHER/ })).not.toBeInTheDocument());
    expect(new Set(api.listCalls().flatMap((call) => call.query.get('q') ?? []))).toEqual(new Set(['find']));
  }, 40_000);

  it('another inbox opened from the sidebar asks for its rows once', async () => {
    const api = fakeShipmentsApi({
      shipments: [
        aShipment({ reference: 'SD26READY' }),
        aShipment({ reference: 'SD26MOVED', state: 'DELIVERED' }),
      ],
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/ready-to-purchase');
    await screen.findByRole('row', { name: /SD26READY/ });

    await user.click(screen.getByRole('link', { name: 'Delivered' }));
    expect(await screen.findByRole('row', { name: /SD26MOVED/ })).toBeInTheDocument();
    expect(api.listCalls().map((call) => call.query.get('inbox'))).toEqual([
      'READY_TO_PURCHASE',
      'DELIVERED',
    ]);
  }, 40_000);
});
