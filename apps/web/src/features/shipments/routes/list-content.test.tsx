import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  aShipment,
  fakeShipmentsApi,
  installIntersectionObserver,
  serverError,
} from '../testing/fake-shipments-api.ts';

afterEach(() => vi.unstubAllGlobals());

const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aShipment({
      reference: `SD26P${String(index + 1).padStart(3, '0')}`,
      createdAt: new Date(Date.UTC(2026, 5, 1) - index * 60_000).toISOString(),
    }),
  );

const listEnd = () => document.querySelector('[data-list-end]')!;

describe('list content states', () => {
  it('LOADING until the first page arrives', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26SLOW' })] });
    // The first page is held, so the loading state is seen however fast the app renders.
    api.hold('GET /shipments');
    await renderApp('/private/shipments/ready-to-purchase');
    expect(await screen.findByText('Loading shipments…')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /SD26SLOW/ })).not.toBeInTheDocument();
    await waitFor(() => expect(api.listCalls()).toHaveLength(1));
    act(() => api.release());
    expect(await screen.findByRole('row', { name: /SD26SLOW/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading shipments…')).not.toBeInTheDocument();
    expect(api.listCalls()).toHaveLength(1);
    expect(api.listCalls()[0]!.query.toString()).toBe('inbox=READY_TO_PURCHASE&limit=20&offset=0');
  }, 40_000);

  it('EMPTY when the inbox has no shipments but the client has some', async () => {
    fakeShipmentsApi({ shipments: [aShipment({ state: 'DELIVERED' })] });
    await renderApp('/private/shipments/incident');
    expect(await screen.findByText('There are no shipments in Incident')).toBeInTheDocument();
  });

  it('NEW_USER when the client has no shipments at all', async () => {
    fakeShipmentsApi();
    await renderApp('/private/shipments/all');
    expect(await screen.findByRole('heading', { name: 'Create your first shipment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create shipment' })).toHaveAttribute(
      'href',
      '/private/shipments/create/info',
    );
  });

  it('EMPTY_FILTER when search or filters match nothing, with a way to clear them', async () => {
    fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26HERE' })] });
    const user = userEvent.setup();
    const view = await renderApp(
      '/private/shipments/ready-to-purchase?q=zzz&carrier_name=DPD&order=service_asc',
    );
    expect(await screen.findByText('No shipments match your search or filters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(view.location()).toBe('/private/shipments/ready-to-purchase?order=service_asc'),
    );
    expect(await screen.findByRole('row', { name: /SD26HERE/ })).toBeInTheDocument();
  });

  it('infinite scroll: the next page (offset 20, then 40) loads when the end comes within 500 px', async () => {
    const io = installIntersectionObserver();
    const api = fakeShipmentsApi({ shipments: many(45) });
    await renderApp('/private/shipments/ready-to-purchase');
    await screen.findByRole('row', { name: /SD26P001/ });
    expect(io.observers.some((o) => o.options?.rootMargin === '500px' && o.elements.has(listEnd()))).toBe(
      true,
    );

    act(() => io.show(listEnd()));
    await waitFor(() => expect(api.listCalls().map((c) => c.query.get('offset'))).toEqual(['0', '20']));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Shipments' })).toHaveAttribute('aria-rowcount', '46'),
    );
    act(() => io.show(listEnd()));
    await waitFor(() => expect(api.listCalls().map((c) => c.query.get('offset'))).toEqual(['0', '20', '40']));
    expect(await screen.findByText('All 45 shipments are shown')).toBeInTheDocument();
    act(() => io.show(listEnd()));
    expect(api.listCalls()).toHaveLength(3);
  }, 40_000);

  it('a list counted only up to the cap says its end shows the first matches, not all of them', async () => {
    const api = fakeShipmentsApi({ shipments: many(12) });
    api.overrides.set('GET /shipments', () => ({
      status: 200,
      body: {
        content: many(12),
        pagination: { currentPage: 1, totalPages: 1, totalElements: 12, isTotalCapped: true },
      },
    }));
    await renderApp('/private/shipments/ready-to-purchase?q=common');
    expect(
      await screen.findByText(
        'The first 12 matches are shown: narrow the search or the filters to find the others',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('All 12 shipments are shown')).not.toBeInTheDocument();
  });

  it('ERROR_NEXT_PAGE: a failed next page says so, stops scrolling, and retries that page', async () => {
    const io = installIntersectionObserver();
    const api = fakeShipmentsApi({ shipments: many(30) });
    const user = userEvent.setup();
    await renderApp('/private/shipments/ready-to-purchase');
    await screen.findByRole('row', { name: /SD26P001/ });

    api.overrides.set('GET /shipments', (call) =>
      call.query.get('offset') === '20' ? serverError : undefined,
    );
    act(() => io.show(listEnd()));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load more shipments.')).toBeInTheDocument();
    // The rows loaded so far stay; scrolling does not ask again after a failure.
    expect(screen.getByRole('row', { name: /SD26P001/ })).toBeInTheDocument();
    act(() => io.show(listEnd()));
    expect(api.listCalls()).toHaveLength(2);

    api.overrides.delete('GET /shipments');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(api.listCalls().map((c) => c.query.get('offset'))).toEqual(['0', '20', '20']);
    expect(await screen.findByText('All 30 shipments are shown')).toBeInTheDocument();
  });

  it('a pending request is cancelled when a new list is asked for', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26NEWER', state: 'DELIVERED' })] });
    api.hold('GET /shipments');
    const view = await renderApp('/private/shipments/ready-to-purchase');
    await waitFor(() => expect(api.listCalls()).toHaveLength(1));
    const first = api.listCalls()[0]!;

    await act(() => view.router.navigate('/private/shipments/delivered'));
    await waitFor(() => expect(first.signal?.aborted).toBe(true));
    await waitFor(() => expect(api.listCalls()).toHaveLength(2));
    api.release();
    expect(await screen.findByRole('row', { name: /SD26NEWER/ })).toBeInTheDocument();
  });
});
