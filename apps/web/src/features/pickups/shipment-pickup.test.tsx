import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { aPurchasedShipment, fakePostSaleApi } from '../post-sale/testing/fake-post-sale-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const detailsPath = '/private/shipments/SD26POST0001/details';

describe('carrier collection on the details page', () => {
  it('books a collection on the first day offered, moves it to another window, then cancels it', async () => {
    const api = fakePostSaleApi(aPurchasedShipment());
    await renderApp(detailsPath);
    const card = await screen.findByRole('region', { name: 'Carrier collection' });
    expect(await within(card).findByText(/The carrier only calls when you book one/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Book a collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a collection' });
    expect(
      await within(dialog).findByText('GLS collects 1 shipment(s) from the sender address.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Collection date' })).toHaveValue(
      'Thursday 3 December',
    );
    const parcels = within(dialog).getByRole('textbox', { name: 'Number of parcels' });
    await userEvent.tripleClick(parcels);
    await userEvent.keyboard('3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book collection' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Book a collection' })).not.toBeInTheDocument(),
    );
    const booking = api.calls.find((call) => call.method === 'POST' && call.path === '/pickups');
    expect(booking?.body).toMatchObject({
      date: '2026-12-03',
      windowFrom: '09:00',
      windowTo: '18:00',
      parcelCount: 3,
      shipmentReferences: ['SD26POST0001'],
    });
    expect((booking?.body as { requestKey?: string } | undefined)?.requestKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await within(card).findByText('GLS-PU-7F3A9C21')).toBeInTheDocument();
    expect(within(card).getByText('Thursday 3 December, 09:00–18:00')).toBeInTheDocument();
    expect(within(card).getByText('Parcels: 3')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Change collection' }));
    const move = await screen.findByRole('dialog', { name: 'Change the collection' });
    const from = within(move).getByRole('combobox', { name: 'From' });
    await userEvent.click(from);
    // Mantine's dropdown keeps its transition styles in jsdom, so its list counts as hidden.
    const fromList = await waitFor(() => document.getElementById(from.getAttribute('aria-controls') ?? '')!);
    await userEvent.click(within(fromList).getByRole('option', { name: '14:00', hidden: true }));
    await userEvent.click(within(move).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('Thursday 3 December, 14:00–18:00')).toBeInTheDocument();
    const moved = api.calls.find((call) => call.method === 'PATCH');
    expect(moved?.body).toEqual({
      date: '2026-12-03',
      windowFrom: '14:00',
      windowTo: '18:00',
      parcelCount: 3,
    });

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel collection' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the collection?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel collection' }));
    expect(await within(card).findByRole('button', { name: 'Book a collection' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it("shows the carrier's refusal in the dialog and keeps it open", async () => {
    const api = fakePostSaleApi(aPurchasedShipment());
    api.overrides.set('POST /pickups', {
      status: 422,
      body: {
        messages: [
          { error_code: 'ValueNotAllowedField', message: 'pickup.error.date-unavailable', field: 'date' },
        ],
      },
    });
    await renderApp(detailsPath);
    await userEvent.click(await screen.findByRole('button', { name: 'Book a collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a collection' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Book collection' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The carrier does not collect on that day. Choose one of the days offered.',
    );
  });

  it('says the carrier already collected the parcels when a cancel is refused, and keeps the collection', async () => {
    const api = fakePostSaleApi(aPurchasedShipment());
    await renderApp(detailsPath);
    const card = await screen.findByRole('region', { name: 'Carrier collection' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Book a collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a collection' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Book collection' }));
    expect(await within(card).findByText('GLS-PU-7F3A9C21')).toBeInTheDocument();
    api.overrides.set(`DELETE /pickups/${api.state.pickup?.id}`, {
      status: 409,
      body: { messages: [{ error_code: 'Conflict', message: 'pickup.error.collected' }] },
    });

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel collection' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the collection?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel collection' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The carrier has already collected these parcels, so the collection can no longer be cancelled.',
    );
    expect(within(card).getByText('GLS-PU-7F3A9C21')).toBeInTheDocument();
  });

  it('offers no collection for a shipment handed in at a drop-off point', async () => {
    const shipment = aPurchasedShipment();
    fakePostSaleApi({
      ...shipment,
      data: {
        ...shipment.data,
        service: shipment.data.service && { ...shipment.data.service, dropOffOrigin: true },
      },
    });
    await renderApp(detailsPath);
    await screen.findByRole('button', { name: 'Print label' });
    expect(screen.queryByRole('region', { name: 'Carrier collection' })).not.toBeInTheDocument();
  });
});
