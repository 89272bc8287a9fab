import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aShipment, fakeShipmentsApi, installIntersectionObserver } from '../testing/fake-shipments-api.ts';
import { resetNotifications } from './inbox-notifications.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetNotifications();
});

let eventId = 0;
const send = (queryClient: Parameters<typeof dispatchRealtimeEvent>[1], type: string, payload: unknown) =>
  act(() => dispatchRealtimeEvent({ id: String(++eventId), type, payload, createdAt: '' }, queryClient));

const moved = (shipment: ShipmentView, state: 'PURCHASE_SUCCESS' | 'READY_TO_PURCHASE'): ShipmentView => {
  const next = aShipment({ reference: shipment.reference, state, createdAt: shipment.data.createdAt });
  return { ...next, data: { ...next.data, to: { ...next.data.to, city: 'Lyon' } } };
};

describe('real-time shipment events in the open list', () => {
  it('created, updated and deleted events insert, change and remove rows of the open inbox only', async () => {
    const existing = aShipment({ reference: 'SD26KEEP', createdAt: '2026-03-01T00:00:00.000Z' });
    const api = fakeShipmentsApi({ shipments: [existing] });
    const view = await renderApp('/private/shipments/ready-to-purchase');
    await screen.findByRole('row', { name: /SD26KEEP/ });

    send(
      view.queryClient,
      EventType.ShipmentCreated,
      aShipment({ reference: 'SD26LIVE', createdAt: '2026-03-02T00:00:00.000Z' }),
    );
    send(
      view.queryClient,
      EventType.ShipmentCreated,
      aShipment({ reference: 'SD26ELSEWHERE', state: 'DELIVERED' }),
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-reference'))).toEqual(['SD26LIVE', 'SD26KEEP']);

    send(view.queryClient, EventType.ShipmentUpdated, {
      ...existing,
      data: { ...existing.data, to: { ...existing.data.to, city: 'Lyon' } },
    });
    expect(
      within(screen.getByRole('row', { name: /SD26KEEP/ })).getByText('75001 Lyon France'),
    ).toBeInTheDocument();

    send(view.queryClient, EventType.ShipmentUpdated, moved(existing, 'PURCHASE_SUCCESS'));
    expect(screen.queryByRole('row', { name: /SD26KEEP/ })).not.toBeInTheDocument();

    send(view.queryClient, EventType.ShipmentDeleted, { reference: 'SD26LIVE' });
    expect(screen.queryByRole('row', { name: /SD26LIVE/ })).not.toBeInTheDocument();
    expect(screen.getByText('There are no shipments in Ready to purchase')).toBeInTheDocument();
    expect(api.listCalls()).toHaveLength(1);
  });

  it('a shipment created while the first page loads is in the list once that page arrives', async () => {
    const api = fakeShipmentsApi();
    // The first page is the snapshot taken before the shipment existed; later pages see it.
    let snapshots = 0;
    api.overrides.set('GET /shipments', () =>
      snapshots++ === 0
        ? {
            status: 200,
            body: { content: [], pagination: { currentPage: 1, totalPages: 0, totalElements: 0 } },
          }
        : undefined,
    );
    api.hold('GET /shipments');
    const view = await renderApp('/private/shipments/all');
    await waitFor(() => expect(api.listCalls()).toHaveLength(1));

    const imported = aShipment({ reference: 'SD26IMPORTED', state: 'AWAITING_COMPLETION' });
    api.state.shipments.push(imported);
    send(view.queryClient, EventType.ShipmentCreated, imported);
    act(() => api.release());

    expect(await screen.findByRole('row', { name: /SD26IMPORTED/ })).toBeInTheDocument();
    expect(api.listCalls()).toHaveLength(2);
  });

  it('counts are asked for again 800 ms after the last of several events', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26COUNTED' })] });
    const view = await renderApp('/private/shipments/all');
    await screen.findByRole('row', { name: /SD26COUNTED/ });
    const statsCalls = () => api.calls.filter((call) => call.path === '/shipments/stats').length;
    await waitFor(() => expect(statsCalls()).toBeGreaterThan(0));
    const before = statsCalls();

    vi.useFakeTimers();
    send(view.queryClient, EventType.ShipmentUpdated, aShipment());
    act(() => vi.advanceTimersByTime(500));
    send(view.queryClient, EventType.ShipmentDeleted, { reference: 'SD26X' });
    act(() => vi.advanceTimersByTime(799));
    expect(statsCalls()).toBe(before);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(statsCalls()).toBe(before + 1));
  });

  it('flags a shipment that enters ready to purchase elsewhere; its badge goes after 5 s half visible', async () => {
    const io = installIntersectionObserver();
    const draft = aShipment({ reference: 'SD26FLAG', state: 'AWAITING_COMPLETION' });
    fakeShipmentsApi({ shipments: [draft] });
    const view = await renderApp('/private/shipments/all');
    const row = await screen.findByRole('row', { name: /SD26FLAG/ });
    expect(within(row).queryByText('New')).not.toBeInTheDocument();

    send(view.queryClient, EventType.ShipmentUpdated, moved(draft, 'READY_TO_PURCHASE'));
    expect(within(screen.getByRole('row', { name: /SD26FLAG/ })).getByText('New')).toBeInTheDocument();

    vi.useFakeTimers();
    const flagged = screen.getByRole('row', { name: /SD26FLAG/ });
    act(() => io.show(flagged, 0.4));
    act(() => vi.advanceTimersByTime(6000));
    expect(within(flagged).getByText('New')).toBeInTheDocument();
    act(() => io.show(flagged, 0.6));
    act(() => vi.advanceTimersByTime(4999));
    expect(within(flagged).getByText('New')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(flagged).queryByText('New')).not.toBeInTheDocument();
  });

  it('does not flag a shipment entering ready to purchase while that inbox is open', async () => {
    fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26THERE' })] });
    const view = await renderApp('/private/shipments/ready-to-purchase');
    await screen.findByRole('row', { name: /SD26THERE/ });
    send(
      view.queryClient,
      EventType.ShipmentCreated,
      aShipment({ reference: 'SD26SEEN', createdAt: '2027-01-01T00:00:00.000Z' }),
    );
    const row = screen.getByRole('row', { name: /SD26SEEN/ });
    expect(within(row).queryByText('New')).not.toBeInTheDocument();
  });
});
