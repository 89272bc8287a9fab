import { EventType } from '@shipdeck/domain/events/event-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (shipmentReference: string, status: string, errorCode: string | null = null) => ({
  shipmentReference,
  status,
  amount: status === 'PAYMENT_FAILED' ? 0 : 1210,
  error_code: errorCode,
});

const anOrder = (shipments: ReturnType<typeof line>[]) => ({
  orderReference: 'OR26BULK0001',
  status: 'PAID',
  totalAmount: shipments.filter((s) => s.status !== 'PAYMENT_FAILED').length * 1210,
  refundedAmount: 0,
  currency: 'EUR',
  paymentMethod: 'creditcard3dsecure',
  createdAt: '2026-03-01T10:00:00.000Z',
  shipments,
});

const summaryApi = (order: ReturnType<typeof anOrder>) =>
  mockApi({
    'GET /init': { status: 200, body: buildInit() },
    'GET /orders/OR26BULK0001': { status: 200, body: order },
    'GET /shipments/labels': { status: 200, body: { COMBINED_A4: { url: '/api/v1/files/labels/all.pdf' } } },
  });

const shipmentUpdated = (
  reference: string,
  state: string,
  queryClient: Parameters<typeof dispatchRealtimeEvent>[1],
) =>
  act(() =>
    dispatchRealtimeEvent(
      {
        id: reference + state,
        type: EventType.ShipmentUpdated,
        payload: { reference, state },
        createdAt: '',
      },
      queryClient,
    ),
  );

describe('payment summary and its label readiness', () => {
  it('counts labels from those already ready and from events, then prints them all as one combined A4 file', async () => {
    const api = summaryApi(
      anOrder([
        line('SD26A', 'READY_TO_PRINT'),
        line('SD26B', 'PURCHASE_SUCCESS'),
        line('SD26C', 'CARRIER_PENDING'),
      ]),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/bulk/summary?order=OR26BULK0001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment summary' })).toBeInTheDocument();
    expect(await screen.findByTestId('order-total')).toHaveTextContent('€36.30');
    expect(screen.getByTestId('labels-ready')).toHaveTextContent('Labels ready: 1/3');
    expect(screen.queryByRole('button', { name: 'Print all labels' })).not.toBeInTheDocument();

    shipmentUpdated('SD26B', 'CARRIER_OK', view.queryClient);
    expect(screen.getByTestId('labels-ready')).toHaveTextContent('Labels ready: 1/3');
    shipmentUpdated('SD26B', 'READY_TO_PRINT', view.queryClient);
    expect(screen.getByTestId('labels-ready')).toHaveTextContent('Labels ready: 2/3');
    // A shipment of another order does not count.
    shipmentUpdated('SD26OTHER', 'READY_TO_PRINT', view.queryClient);
    expect(screen.getByTestId('labels-ready')).toHaveTextContent('Labels ready: 2/3');
    shipmentUpdated('SD26C', 'READY_TO_PRINT', view.queryClient);
    expect(screen.getByTestId('labels-ready')).toHaveTextContent('Labels ready: 3/3');
    expect(screen.getByText('All labels are ready.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print all labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Labels of 3 shipments' });
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/api/v1/files/labels/all.pdf', '_blank', 'noopener'),
    );
    const fetchMock = vi.mocked(fetch);
    const labelsUrl = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/v1/shipments/labels');
    expect(labelsUrl?.searchParams.get('references')).toBe('SD26A,SD26B,SD26C');
    expect(labelsUrl?.searchParams.get('format')).toBe('COMBINED_A4');
    expect(api.calls.some((call) => call.path === '/shipments/labels')).toBe(true);
  });

  it('shows a label the carrier refused as failed with what to do, stops waiting and prints the others', async () => {
    summaryApi(anOrder([line('SD26A', 'READY_TO_PRINT'), line('SD26B', 'PURCHASE_SUCCESS')]));
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/bulk/summary?order=OR26BULK0001');
    expect(
      await screen.findByText('The carriers are making the labels. This page updates by itself.'),
    ).toBeInTheDocument();

    shipmentUpdated('SD26B', 'LABELS_KO', view.queryClient);
    const alert = screen.getByRole('alert', { name: 'The carrier could not make 1 label' });
    expect(alert).toHaveTextContent(/open each one and cancel it to get your money back/);
    expect(within(alert).getByRole('link', { name: 'SD26B' })).toHaveAttribute(
      'href',
      '/private/shipments/SD26B/details',
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('Label failed')).toBeInTheDocument();
    expect(within(table).queryByText('Processing')).not.toBeInTheDocument();
    expect(screen.queryByText(/The carriers are making the labels/)).not.toBeInTheDocument();
    expect(screen.getByText('1 label is ready to print.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print all labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Labels of 1 shipments' });
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => {
      const labelsUrl = vi
        .mocked(fetch)
        .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
        .find((url) => url.pathname === '/api/v1/shipments/labels');
      expect(labelsUrl?.searchParams.get('references')).toBe('SD26A');
    });
  });

  it('shows a refused label from the order as loaded, after a reload', async () => {
    summaryApi(anOrder([line('SD26A', 'LABELS_KO')]));
    await renderApp('/private/shipments/bulk/summary?order=OR26BULK0001');
    expect(
      await screen.findByRole('alert', { name: 'The carrier could not make 1 label' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Label failed')).toBeInTheDocument();
    expect(screen.queryByText(/The carriers are making the labels/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print all labels' })).not.toBeInTheDocument();
  });

  it('shows each shipment with its status and the partial payment with an errors dialog', async () => {
    summaryApi(
      anOrder([
        line('SD26A', 'READY_TO_PRINT'),
        line('SD26B', 'PAYMENT_FAILED', 'ShipmentAlreadyPayed'),
        line('SD26C', 'PAYMENT_FAILED', 'MissingCustomsDocument'),
      ]),
    );
    const user = userEvent.setup();
    await renderApp('/private/shipments/bulk/summary?order=OR26BULK0001');

    const alert = await screen.findByRole('alert', { name: /Some shipments could not be paid/ });
    expect(alert).toHaveTextContent('2 of 3 shipments were not paid.');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'SD26A' })).toHaveAttribute(
      'href',
      '/private/shipments/SD26A/details',
    );
    expect(within(table).getAllByText('Not paid')).toHaveLength(2);
    expect(within(table).getByText('Ready for shipping')).toBeInTheDocument();
    // Only the paid shipment's label is awaited.
    expect(screen.getByTestId('labels-ready')).toHaveTextContent('Labels ready: 1/1');

    await user.click(within(alert).getByRole('button', { name: 'See the errors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipments not paid' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'SD26BThis shipment has already been paid.',
      'SD26CThe customs documents of this shipment are missing or already used. Check the customs step.',
    ]);
  });

  it('says what was refunded for shipments the order paid for but could not buy', async () => {
    summaryApi({
      ...anOrder([line('SD26A', 'READY_TO_PRINT'), line('SD26B', 'PAYMENT_FAILED', 'InvalidPayload')]),
      refundedAmount: 1210,
    });
    await renderApp('/private/shipments/bulk/summary?order=OR26BULK0001');

    const alert = await screen.findByRole('alert', { name: /Some shipments could not be paid/ });
    expect(alert).toHaveTextContent('€12.10 paid for them has been refunded to your payment method.');
  });

  it('offers a retry when the order cannot be loaded', async () => {
    const api = summaryApi(anOrder([line('SD26A', 'READY_TO_PRINT')]));
    api.set('GET /orders/OR26BULK0001', {
      status: 500,
      body: { messages: [{ error_code: 'Internal', message: 'error.internal' }] },
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/bulk/summary?order=OR26BULK0001');
    expect(
      await screen.findByText('Something went wrong on our side. Please try again later.'),
    ).toBeInTheDocument();
    api.set('GET /orders/OR26BULK0001', { status: 200, body: anOrder([line('SD26A', 'READY_TO_PRINT')]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('labels-ready')).toHaveTextContent('Labels ready: 1/1');
  });

  it('goes to the all inbox without an order', async () => {
    summaryApi(anOrder([]));
    const view = await renderApp('/private/shipments/bulk/summary');
    await waitFor(() => expect(view.location()).toBe('/private/shipments/all'));
  });
});
