import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aShipment, fakeShipmentsApi } from '../testing/fake-shipments-api.ts';

afterEach(() => vi.unstubAllGlobals());

const names = (row: HTMLElement) =>
  [...within(row).getAllByRole('button'), ...within(row).getAllByRole('link')]
    .map((element) => element.getAttribute('aria-label'))
    .filter(Boolean)
    .sort();

describe('row actions by state', () => {
  it('a draft awaiting completion: complete in the checkout, its content and other benefits panels, delete', async () => {
    fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26DRAFT', state: 'AWAITING_COMPLETION' })] });
    await renderApp('/private/shipments/draft');
    const row = await screen.findByRole('row', { name: /SD26DRAFT/ });
    expect(names(row)).toEqual(['Complete', 'Delete', 'Edit content', 'Other benefits']);
    expect(within(row).getByRole('link', { name: 'Complete' })).toHaveAttribute(
      'href',
      '/private/shipments/SD26DRAFT/create',
    );
  });

  it('ready to purchase: edit, book (selects only that row and opens the bulk payment), delete', async () => {
    fakeShipmentsApi({
      shipments: [aShipment({ reference: 'SD26READY' }), aShipment({ reference: 'SD26READY2' })],
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/ready-to-purchase');
    const row = await screen.findByRole('row', { name: /SD26READY\b/ });
    expect(names(row)).toEqual(['Book', 'Delete', 'Edit', 'Edit content', 'Other benefits']);
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/private/shipments/SD26READY/create',
    );

    const other = screen.getByRole('row', { name: /SD26READY2/ });
    await user.click(within(other).getByRole('checkbox', { name: 'Select shipment SD26READY2' }));
    await user.click(within(row).getByRole('button', { name: 'Book' }));
    expect(within(row).getByRole('checkbox', { name: 'Select shipment SD26READY' })).toBeChecked();
    expect(within(other).getByRole('checkbox', { name: 'Select shipment SD26READY2' })).not.toBeChecked();
    const bulk = screen.getByRole('region', { name: 'Selected shipments' });
    expect(within(bulk).getByText('1 selected')).toBeInTheDocument();
    const panel = await screen.findByRole('dialog', { name: 'Pay shipments' });
    await user.click(within(panel).getByRole('button', { name: 'Close panel' }));

    await user.click(screen.getByRole('checkbox', { name: 'Select all shipments' }));
    expect(within(bulk).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bulk).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected shipments' })).not.toBeInTheDocument();
  });

  it('a shipment on its way: print label, details, tracking, duplicate, return', async () => {
    fakeShipmentsApi({
      shipments: [
        aShipment({
          reference: 'SD26MOVING',
          state: 'IN_TRANSIT',
          data: { trackings: ['1Z999'], trackingUrl: 'https://track.example/1Z999' },
        }),
        aShipment({ reference: 'SD26NOTRACK', state: 'IN_TRANSIT' }),
      ],
    });
    await renderApp('/private/shipments/in-transit');
    const row = await screen.findByRole('row', { name: /SD26MOVING/ });
    expect(names(row)).toEqual([
      'Duplicate',
      'Print label',
      'Return shipment',
      'See details',
      'See tracking',
    ]);
    expect(within(row).getByRole('link', { name: 'See details' })).toHaveAttribute(
      'href',
      '/private/shipments/SD26MOVING/details',
    );
    expect(within(row).getByRole('link', { name: 'See tracking' })).toHaveAttribute(
      'href',
      'https://track.example/1Z999',
    );
    expect(within(row).getByRole('link', { name: 'Print label' })).toHaveAttribute(
      'href',
      '/api/v1/shipments/SD26MOVING/label?format=4x6',
    );
    const untracked = screen.getByRole('row', { name: /SD26NOTRACK/ });
    expect(within(untracked).queryByRole('link', { name: 'See tracking' })).not.toBeInTheDocument();
  });

  it('no tracking for a cancelled shipment; no duplicate or return for an obfuscated one', async () => {
    fakeShipmentsApi({
      shipments: [
        aShipment({ reference: 'SD26CANCELED', state: 'CANCELED', data: { trackings: ['1Z1'] } }),
        aShipment({ reference: 'SD26HIDDEN', state: 'DELIVERED', data: { isObfuscated: true } }),
      ],
    });
    await renderApp('/private/shipments/all');
    const canceled = await screen.findByRole('row', { name: /SD26CANCELED/ });
    expect(within(canceled).queryByRole('link', { name: 'See tracking' })).not.toBeInTheDocument();
    const hidden = screen.getByRole('row', { name: /SD26HIDDEN/ });
    expect(within(hidden).getByRole('button', { name: 'Duplicate' })).toBeDisabled();
    expect(within(hidden).getByRole('button', { name: 'Return shipment' })).toBeDisabled();
  });

  it('deletes a draft only after confirmation', async () => {
    const api = fakeShipmentsApi({
      shipments: [aShipment({ reference: 'SD26GONE', state: 'AWAITING_COMPLETION' })],
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/draft');
    const row = await screen.findByRole('row', { name: /SD26GONE/ });

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Shipment deleted')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ references: ['SD26GONE'] });
    await waitFor(() => expect(screen.queryByRole('row', { name: /SD26GONE/ })).not.toBeInTheDocument());
    expect(screen.getByText('There are no shipments in Draft')).toBeInTheDocument();
  });

  it('duplicate opens the new draft in the checkout in a new tab; return offers a link to the new shipment', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const api = fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26SOURCE', state: 'DELIVERED' })] });
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/delivered');
    const row = await screen.findByRole('row', { name: /SD26SOURCE/ });

    await user.click(within(row).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/private/shipments/SD26NEW9001/create', '_blank', 'noopener'),
    );
    expect(await screen.findByText('Shipment duplicated as SD26NEW9001')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Return shipment' }));
    expect(await screen.findByText('Return shipment SD26NEW9002 created')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/shipments/SD26SOURCE/duplicate',
      '/shipments/SD26SOURCE/return',
    ]);
    await user.click(screen.getByRole('link', { name: 'Open SD26NEW9002' }));
    await waitFor(() => expect(view.location()).toBe('/private/shipments/SD26NEW9002/create'));
  }, 40_000);
});
