import { EventType } from '@shipdeck/domain/events/event-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aShipment, fakeShipmentsApi, serverError } from '../testing/fake-shipments-api.ts';

afterEach(() => vi.unstubAllGlobals());

const REPORT_ID = '00000000-0000-4000-8000-000000000001';

const openExport = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Export' }));
  return screen.findByRole('dialog', { name: 'Export shipments' });
};

describe('export panel', () => {
  it('requests the CSV of the inbox with its filters, waits, then offers the file from the report event', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment()] });
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/in-transit?q=SD26&carrier_name=UPS&order=service_asc');
    const panel = await openExport(user);

    await user.click(within(panel).getByRole('button', { name: 'Create CSV file' }));
    expect(await within(panel).findByText('Preparing your file…')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/shipments/report')?.body).toEqual({
      inbox: 'IN_TRANSIT',
      q: 'SD26',
      carrier_name: 'UPS',
    });

    // Another export's report is not this one.
    act(() =>
      dispatchRealtimeEvent(
        {
          id: '1',
          type: EventType.ShipmentsReport,
          payload: { reportId: 'other', url: '/x.csv', errors: [] },
          createdAt: '',
        },
        view.queryClient,
      ),
    );
    expect(within(panel).getByText('Preparing your file…')).toBeInTheDocument();

    act(() =>
      dispatchRealtimeEvent(
        {
          id: '2',
          type: EventType.ShipmentsReport,
          payload: { reportId: REPORT_ID, url: '/api/v1/files/r/shipments.csv', errors: [] },
          createdAt: '',
        },
        view.queryClient,
      ),
    );
    expect(await within(panel).findByText('Your file is ready')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/files/r/shipments.csv',
    );
  });

  it('a failed report shows what to do and tries again', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment()] });
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/all');
    const panel = await openExport(user);
    await user.click(within(panel).getByRole('button', { name: 'Create CSV file' }));
    await within(panel).findByText('Preparing your file…');

    act(() =>
      dispatchRealtimeEvent(
        {
          id: '3',
          type: EventType.ShipmentsReport,
          payload: { reportId: REPORT_ID, url: null, errors: ['export.error.generic'] },
          createdAt: '',
        },
        view.queryClient,
      ),
    );
    const alert = await within(panel).findByRole('alert');
    expect(within(alert).getByText('We could not create your file')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/private/support-center/new-ticket?ticketType=other',
    );

    api.overrides.set('POST /shipments/report', serverError);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/shipments/report')).toHaveLength(2),
    );
    expect(await within(panel).findByRole('alert')).toBeInTheDocument();
  });
});
