import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { aShipment } from '../../shipments/testing/fake-shipments-api.ts';
import { aDraft, anIncompleteDraft, drafts } from '../testing/bulk-fixtures.ts';
import { panel, renderBulkPanel } from '../testing/render-bulk-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const action = (name: string) => screen.getByRole('button', { name });
const LIMITED = ['Change service', 'Change collection date', 'Add insurance'];

describe('bulk panel actions', () => {
  it('names the selection in its title and starts keyboard focus on the first action', async () => {
    mockApi({});
    await renderBulkPanel({ shipments: drafts(3) });
    expect(await screen.findByRole('dialog', { name: '3 shipments selected' })).toBeInTheDocument();
    await waitFor(() => expect(action('Pay')).toHaveFocus());
  });

  it('offers pay only when some selected shipment is ready to purchase', async () => {
    mockApi({});
    await renderBulkPanel({
      shipments: [
        aDraft('SD26A', { state: 'AWAITING_COMPLETION' }),
        aDraft('SD26B', { state: 'AWAITING_COMPLETION' }),
      ],
    });
    await panel();
    expect(action('Pay')).toBeDisabled();
    expect(action('Edit content')).toBeEnabled();
    // The first action available takes the focus instead.
    await waitFor(() => expect(action('Change service')).toHaveFocus());
  });

  it('says why pay is off when no selected shipment is ready to purchase, and not once one is', async () => {
    mockApi({});
    const view = await renderBulkPanel({
      shipments: [
        aDraft('SD26A', { state: 'AWAITING_COMPLETION' }),
        aDraft('SD26B', { state: 'AWAITING_COMPLETION' }),
      ],
    });
    await panel();
    expect(action('Pay')).toBeDisabled();
    expect(action('Pay')).toHaveAccessibleDescription(
      'None of the selected shipments is ready to purchase yet: choose their service and complete their addresses and content first.',
    );
    expect(screen.getByText(/None of the selected shipments is ready to purchase yet/)).toBeVisible();
    view.unmount();

    await renderBulkPanel({ shipments: drafts(2) });
    await panel();
    expect(action('Pay')).toBeEnabled();
    expect(action('Pay')).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/ready to purchase yet/)).not.toBeInTheDocument();
  });

  it.each([
    { count: 20, isLimited: false },
    { count: 21, isLimited: true },
  ])(
    'with $count valid shipments, service, date and insurance are limited: $isLimited',
    async ({ count, isLimited }) => {
      mockApi({});
      await renderBulkPanel({ shipments: drafts(count) });
      await panel();
      for (const name of LIMITED) expect(action(name).hasAttribute('disabled')).toBe(isLimited);
      expect(action('Edit content')).toBeEnabled();
      expect(action('Edit parcels')).toBeEnabled();
      const warning = screen.queryByText(/can be changed for up to 20 shipments at a time/);
      if (isLimited) expect(warning).toHaveTextContent('You selected 21.');
      else expect(warning).not.toBeInTheDocument();
    },
  );

  it('warns about shipments missing information, with the total and the valid count', async () => {
    mockApi({});
    await renderBulkPanel({ shipments: [aDraft('SD26A'), aDraft('SD26B'), anIncompleteDraft('SD26C')] });
    await panel();
    expect(screen.getByText('Some shipments are missing information')).toBeInTheDocument();
    expect(screen.getByText(/Only 2 of the 3 selected shipments/)).toBeInTheDocument();
    expect(action('Change service')).toBeEnabled();
  });

  it('counts shipments already bought as not editable and leaves pay, print and delete to the others', async () => {
    mockApi({});
    await renderBulkPanel({ shipments: [aShipment({ reference: 'SD26P', state: 'READY_TO_PRINT' })] });
    await panel();
    for (const name of [...LIMITED, 'Edit content', 'Edit parcels', 'Delete drafts', 'Pay'])
      expect(action(name)).toBeDisabled();
    expect(action('Print labels')).toBeEnabled();
  });

  it('a disabled delete looks disabled: the red of a live delete is only on the one that can be pressed', async () => {
    mockApi({});
    const view = await renderBulkPanel({
      shipments: [aShipment({ reference: 'SD26P', state: 'READY_TO_PRINT' })],
    });
    await panel();
    const isRed = (button: HTMLElement) => (button.getAttribute('style') ?? '').includes('red');
    expect(action('Delete drafts')).toBeDisabled();
    expect(isRed(action('Delete drafts'))).toBe(false);
    view.unmount();

    await renderBulkPanel({ shipments: drafts(2) });
    await panel();
    expect(action('Delete drafts')).toBeEnabled();
    expect(isRed(action('Delete drafts'))).toBe(true);
  });

  it('offers the collection date only when some valid shipment has a collected service', async () => {
    mockApi({});
    const dropOff = {
      id: 'inpost-locker',
      carrierId: 'inpost',
      carrierName: 'InPost',
      name: 'Locker',
      dropOffOrigin: true,
      dropOffDestination: true,
      customsRequired: false,
    };
    await renderBulkPanel({
      shipments: [
        aDraft('SD26A', { data: { service: dropOff } }),
        aDraft('SD26B', { data: { service: null } }),
      ],
    });
    await panel();
    expect(action('Change collection date')).toBeDisabled();
    expect(action('Change service')).toBeEnabled();
  });

  it('opens a flow and goes back to the actions while shipments stay selected', async () => {
    mockApi({ 'POST /shipments/products/insurance': { status: 500 } });
    const user = userEvent.setup();
    await renderBulkPanel({ shipments: drafts(2) });
    await panel();
    await user.click(action('Add insurance'));
    expect(await screen.findByRole('dialog', { name: 'Add insurance' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: '2 shipments selected' })).toBeInTheDocument();
  });

  it('back from the insurance chosen while paying returns to the payment', async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderBulkPanel({ shipments: drafts(1), flow: 'insurance-from-payment' });
    await panel();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Pay shipments' })).toBeInTheDocument();
  });

  it('back closes the panel when nothing is selected any more', async () => {
    mockApi({});
    const user = userEvent.setup();
    const view = await renderBulkPanel({ shipments: [], flow: 'content' });
    await panel();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.onClose).toHaveBeenCalledTimes(1);
  });
});

describe('bulk delete', () => {
  it('deletes the selected drafts after confirmation and tells how many', async () => {
    const api = mockApi({
      'DELETE /shipments': ({ body }) => ({
        status: 200,
        body: { deleted: (body as { references: string[] }).references, failed: [] },
      }),
    });
    const user = userEvent.setup();
    const bought = aShipment({ reference: 'SD26P', state: 'READY_TO_PRINT' });
    const view = await renderBulkPanel({ shipments: [aDraft('SD26A'), aDraft('SD26B'), bought] });
    await panel();
    await user.click(action('Delete drafts'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 drafts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 drafts' }));

    expect(await screen.findByText('Deleted 2 shipments')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      references: ['SD26A', 'SD26B'],
    });
    // The bought shipment stays selected; the panel stays open on it.
    expect(view.onSelect).toHaveBeenLastCalledWith(['SD26P']);
    expect(await screen.findByRole('dialog', { name: '1 shipment selected' })).toBeInTheDocument();
  });

  it('reports the drafts that could not be deleted and keeps them selected', async () => {
    mockApi({
      'DELETE /shipments': {
        status: 200,
        body: {
          deleted: ['SD26A'],
          failed: [{ reference: 'SD26B', error_code: 'NotFound', message: 'shipment.error.not-found' }],
        },
      },
    });
    const user = userEvent.setup();
    const view = await renderBulkPanel({ shipments: [aDraft('SD26A'), aDraft('SD26B')] });
    await panel();
    await user.click(action('Delete drafts'));
    await user.click(await screen.findByRole('button', { name: 'Delete 2 drafts' }));
    expect(await screen.findByText('1 shipment could not be changed')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(view.onSelect).toHaveBeenLastCalledWith(['SD26B']);
  });

  it('closes the panel when every selected shipment is deleted, and cancel deletes nothing', async () => {
    const api = mockApi({
      'DELETE /shipments': { status: 200, body: { deleted: ['SD26A'], failed: [] } },
    });
    const user = userEvent.setup();
    const view = await renderBulkPanel({ shipments: [aDraft('SD26A')] });
    await panel();
    await user.click(action('Delete drafts'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(action('Delete drafts'));
    await user.click(await screen.findByRole('button', { name: 'Delete 1 draft' }));
    expect(await screen.findByText('Deleted 1 shipment')).toBeInTheDocument();
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
  });

  it('a rejected delete shows the processing error and deletes nothing from the selection', async () => {
    mockApi({ 'DELETE /shipments': { status: 500 } });
    const user = userEvent.setup();
    const view = await renderBulkPanel({ shipments: [aDraft('SD26A')] });
    await panel();
    await user.click(action('Delete drafts'));
    await user.click(await screen.findByRole('button', { name: 'Delete 1 draft' }));
    expect(await screen.findByText('We could not process your request.')).toBeInTheDocument();
    expect(view.onSelect).not.toHaveBeenCalled();
  });
});

describe('bulk print', () => {
  const printable = () => [
    aShipment({ reference: 'SD26L1', state: 'READY_TO_PRINT' }),
    aShipment({ reference: 'SD26L2', state: 'IN_TRANSIT' }),
    aDraft('SD26D'),
  ];

  it('prints the labels of the shipments that have one as one combined A4 file, or offers one ZPL file', async () => {
    const requested: string[] = [];
    mockApi({
      'GET /shipments/labels': { status: 200, body: { COMBINED_A4: { url: '/files/labels.pdf' } } },
    });
    const originalFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      requested.push(String(input));
      return originalFetch(input, init);
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderBulkPanel({ shipments: printable() });
    await panel();
    await user.click(action('Print labels'));
    const dialog = await screen.findByRole('dialog', { name: 'Labels of 2 shipments' });
    // One file for all: combined A4 sheets (chosen) or one ZPL stream for a thermal printer.
    expect(within(dialog).getByRole('radio', { name: 'Combined A4' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'ZPL 203 dpi' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'ZPL 300 dpi' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'A4' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));

    expect(await within(dialog).findByText('Your label is ready to print.')).toBeInTheDocument();
    const url = new URL(requested.find((entry) => entry.includes('/shipments/labels')) ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      references: 'SD26L1,SD26L2',
      format: 'COMBINED_A4',
      disposition: 'inline',
    });
    expect(open).toHaveBeenCalledWith('/files/labels.pdf', '_blank', 'noopener');
  });

  it('shows the bulk print error when the labels cannot be fetched', async () => {
    mockApi({ 'GET /shipments/labels': { status: 500 } });
    const user = userEvent.setup();
    await renderBulkPanel({ shipments: printable() });
    await panel();
    await user.click(action('Print labels'));
    const dialog = await screen.findByRole('dialog', { name: 'Labels of 2 shipments' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('We could not prepare the labels')).toBeInTheDocument();
    expect(within(alert).getByText(/Some labels may not be ready yet/)).toBeInTheDocument();
  });

  it('print is off when no selected shipment has a label', async () => {
    mockApi({});
    await renderBulkPanel({ shipments: drafts(2) });
    await panel();
    expect(action('Print labels')).toBeDisabled();
  });
});
