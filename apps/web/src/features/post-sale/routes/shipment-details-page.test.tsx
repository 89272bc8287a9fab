import { EventType } from '@shipdeck/domain/events/event-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../shared/i18n/i18n.ts';
import { dispatchRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aPurchasedShipment, fakePostSaleApi, trackingOf } from '../testing/fake-post-sale-api.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await applyLanguage('en-GB');
});

const detailsPath = (reference = 'SD26POST0001') => `/private/shipments/${reference}/details`;
const serverError = {
  status: 500,
  body: { messages: [{ error_code: 'Default', message: 'error.default' }] },
};

describe('post-sale details page', () => {
  it('shows recipient, status, reference, tracking without internal scans, route, addresses, order and price', async () => {
    fakePostSaleApi(aPurchasedShipment());
    await renderApp(detailsPath());

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('Ready for shipping');
    expect(screen.getByTestId('shipment-reference')).toHaveTextContent('SD26POST0001');
    expect(screen.getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();

    const tracking = screen.getByRole('region', { name: 'Tracking' });
    expect(within(tracking).getByText('GLS123456789')).toBeInTheDocument();
    const entries = await within(tracking).findAllByTestId('tracking-entry');
    // Newest first, and the "SCAN - MADRID HUB" hub scan is hidden.
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Collected by the carrier'),
      expect.stringContaining('Label created'),
    ]);
    expect(within(tracking).queryByText(/SCAN/)).not.toBeInTheDocument();

    const origin = screen.getByRole('region', { name: 'Origin' });
    expect(within(origin).getByText(/collects the parcel/)).toBeInTheDocument();
    expect(within(origin).getByText('Collection date: 4 Mar 2026')).toBeInTheDocument();
    const destination = screen.getByRole('region', { name: 'Destination' });
    expect(within(destination).getByText('Estimated delivery: 7 Mar 2026')).toBeInTheDocument();
    // 72 hours is more than 48: shown in days.
    expect(within(destination).getByText('Transit time: up to 3 days')).toBeInTheDocument();

    expect(
      within(screen.getByRole('region', { name: 'Sender' })).getByText('Calle Mayor 1'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recipient' })).getByText('75001 Paris'),
    ).toBeInTheDocument();
    // Countries by name, not code.
    expect(within(screen.getByRole('region', { name: 'Recipient' })).getByText('France')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sender' })).getByText('Spain')).toBeInTheDocument();
    expect(screen.queryByTestId('email-warning')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Packaging advice' })).toBeInTheDocument();

    const order = screen.getByRole('region', { name: 'Order details' });
    expect(within(order).getByRole('rowheader', { name: 'Order ID' })).toBeInTheDocument();
    expect(within(order).getByText('ORDER-77')).toBeInTheDocument();
    expect(within(order).getByText('GLS · EuroBusinessParcel')).toBeInTheDocument();
    // The source reads as words ("MAN" is a shipment made by hand).
    expect(within(order).getByRole('row', { name: 'Source Manual' })).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(within(price).getByText('€10.00')).toBeInTheDocument();
    expect(within(price).getByText('Taxes (21 %)')).toBeInTheDocument();
    expect(within(price).getByText('€12.10')).toBeInTheDocument();
  });

  it('lists the lines the shipment was charged for, the voucher by its code, and its booked collection window', async () => {
    const line = (basePrice: number, totalPrice: number) => ({ basePrice, totalPrice, currency: 'EUR' });
    fakePostSaleApi(
      aPurchasedShipment({
        data: {
          price: {
            currency: 'EUR',
            basePrice: 1170,
            taxPrice: 246,
            totalPrice: 1416,
            taxes: [{ percentage: 21 }],
            products: {
              porterage: line(1000, 1210),
              insurance: line(300, 363),
              voucher: { ...line(-130, -157), name: 'WELCOME10' },
            },
          },
          collection: { date: '2026-03-04', interval: { start: '09:00', end: '13:00' } },
        },
      }),
    );
    await renderApp(detailsPath());

    const price = await screen.findByRole('region', { name: 'Price details' });
    const rows = within(price)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^Shipping€10\.00$/),
      expect.stringMatching(/^Insurance€3\.00$/),
      expect.stringMatching(/^Voucher WELCOME10-€1\.30$/),
      expect.stringMatching(/^Subtotal€11\.70$/),
      expect.stringMatching(/^Taxes \(21 %\)€2\.46$/),
      expect.stringMatching(/^Total€14\.16$/),
    ]);
    // Lines not charged for are not shown.
    expect(within(price).queryByText(/Adult signature/)).not.toBeInTheDocument();
    const origin = screen.getByRole('region', { name: 'Origin' });
    expect(within(origin).getByText('Collection date: 4 Mar 2026, 09:00–13:00')).toBeInTheDocument();
  });

  it("reads tracking events, the source, countries and dates in the reader's language", async () => {
    const api = fakePostSaleApi(aPurchasedShipment());
    api.overrides.set('GET /shipments/SD26POST0001/tracking', () => {
      const tracking = trackingOf('SD26POST0001');
      // An event the carrier has no code of ours for keeps the carrier's words.
      tracking.entries.push({
        at: '2026-03-03T09:00:00.000Z',
        state: 'IN_TRANSIT',
        event: null,
        location: 'Paris',
        description: 'Held for inspection',
      });
      return { status: 200, body: tracking };
    });
    await renderApp(detailsPath());
    await screen.findByText('Label created');
    await act(() => applyLanguage('de'));

    const entries = await screen.findAllByTestId('tracking-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Held for inspection'),
      expect.stringContaining('Vom Versanddienstleister abgeholt'),
      expect.stringContaining('Etikett erstellt'),
    ]);
    expect(entries[2]).toHaveTextContent('2. März 2026');
    expect(entries.map((entry) => entry.textContent).join(' ')).not.toMatch(
      /\d{4}-\d{2}-\d{2}|LABEL_CREATED/,
    );
    expect(screen.getByRole('row', { name: 'Quelle Manuell' })).toBeInTheDocument();
    expect(screen.getByText('Frankreich')).toBeInTheDocument();
    expect(screen.getByText('20 × 15 × 10 cm, 1,5 kg')).toBeInTheDocument();
  });

  it('writes each address the way its country does: a US city, state and ZIP on one line, a UK postcode under the town', async () => {
    const shipment = aPurchasedShipment();
    fakePostSaleApi({
      ...shipment,
      data: {
        ...shipment.data,
        from: {
          ...shipment.data.from,
          street1: '10 Fleet Street',
          city: 'London',
          zipCode: 'EC4Y 1AA',
          alpha2Code: 'GB',
        },
        to: {
          ...shipment.data.to,
          street1: '350 Fifth Avenue',
          city: 'New York',
          state: 'NY',
          zipCode: '10001',
          alpha2Code: 'US',
        },
      },
    });
    await renderApp(detailsPath());

    const lines = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByText(/./, { selector: 'p' })
        .map((line) => line.textContent);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(lines('Recipient')).toEqual(
      expect.arrayContaining(['350 Fifth Avenue', 'New York, NY 10001', 'United States']),
    );
    expect(lines('Recipient')).not.toContain('10001 New York');
    const sender = lines('Sender');
    expect(sender.indexOf('EC4Y 1AA')).toBe(sender.indexOf('London') + 1);
    expect(sender).toContain('United Kingdom');
  });

  it('tells a seller outside the EU that the parcel crosses a customs border, without speaking of the EU', async () => {
    const shipment = aPurchasedShipment();
    fakePostSaleApi({
      ...shipment,
      data: {
        ...shipment.data,
        from: { ...shipment.data.from, city: 'London', zipCode: 'EC4Y 1AA', alpha2Code: 'GB' },
        to: { ...shipment.data.to, city: 'New York', state: 'NY', zipCode: '10001', alpha2Code: 'US' },
        hasCustoms: true,
      },
    });
    await renderApp(detailsPath());

    const notice = await screen.findByTestId('notice-customs');
    expect(notice).toHaveTextContent('This shipment crosses a customs border');
    expect(notice).not.toHaveTextContent(/\bEU\b/);
  });

  it('warns when the recipient has no e-mail, shows the customs notice and a short transit in hours', async () => {
    const shipment = aPurchasedShipment({ state: 'IN_TRANSIT' });
    fakePostSaleApi({
      ...shipment,
      data: {
        ...shipment.data,
        to: { ...shipment.data.to, email: undefined },
        hasCustoms: true,
        service: { ...shipment.data.service!, transitHours: 48, dropOffOrigin: true },
      },
    });
    await renderApp(detailsPath());

    expect(await screen.findByTestId('email-warning')).toHaveTextContent('no e-mail address');
    expect(screen.getByTestId('notice-customs')).toBeInTheDocument();
    expect(screen.getByText('Transit time: up to 48 hours')).toBeInTheDocument();
    expect(screen.getByText('Take the parcel to a GLS drop-off point.')).toBeInTheDocument();
  });

  it.each(['LABELS_KO', 'CARRIER_KO'] as const)(
    'says a label the carrier refused (%s) failed and what to do, instead of "preparing"',
    async (state) => {
      fakePostSaleApi(aPurchasedShipment({ state, data: { trackings: [] } }));
      await renderApp(detailsPath());
      const notice = await screen.findByTestId('notice-label-failed');
      expect(notice).toHaveTextContent(/could not make this shipment's label/);
      expect(notice).toHaveTextContent(/cancel the shipment to get your money back/);
      expect(screen.queryByTestId('notice-processing')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Cancel/ })).toBeEnabled();
    },
  );

  it('still says the label is being prepared while the carrier works on it', async () => {
    fakePostSaleApi(aPurchasedShipment({ state: 'PURCHASE_SUCCESS', data: { trackings: [] } }));
    await renderApp(detailsPath());
    expect(await screen.findByTestId('notice-processing')).toBeInTheDocument();
    expect(screen.queryByTestId('notice-label-failed')).not.toBeInTheDocument();
  });

  it('sends the older /shipments/detail/{id} address to the details page', async () => {
    fakePostSaleApi(aPurchasedShipment());
    const view = await renderApp('/private/shipments/detail/SD26POST0001');
    await waitFor(() => expect(view.location()).toBe(detailsPath()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('sends a shipment that is not purchased to its checkout', async () => {
    fakePostSaleApi(aPurchasedShipment({ state: 'READY_TO_PURCHASE', step: 'PAYMENT' }));
    const view = await renderApp(detailsPath());
    await waitFor(() => expect(view.location()).toBe('/private/shipments/SD26POST0001/create'));
  });

  it('goes to the all inbox when the shipment cannot be loaded', async () => {
    const api = fakePostSaleApi(aPurchasedShipment());
    api.overrides.set('GET /shipments/SD26POST0001', serverError);
    const view = await renderApp(detailsPath());
    await waitFor(() => expect(view.location()).toBe('/private/shipments/all'));
  });

  it('stays on the details when a later refresh fails, and leaves once the shipment is gone', async () => {
    const api = fakePostSaleApi(aPurchasedShipment());
    const view = await renderApp(detailsPath());
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();

    api.overrides.set('GET /shipments/SD26POST0001', serverError);
    await act(() => view.queryClient.refetchQueries().catch(() => undefined));
    expect(view.location()).toBe(detailsPath());
    expect(screen.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();

    api.overrides.set('GET /shipments/SD26POST0001', {
      status: 404,
      body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] },
    });
    await act(() => view.queryClient.refetchQueries().catch(() => undefined));
    await waitFor(() => expect(view.location()).toBe('/private/shipments/all'));
  });

  it('says "try again later" when the tracking fails, and loads it on retry', async () => {
    const api = fakePostSaleApi(aPurchasedShipment());
    api.overrides.set('GET /shipments/SD26POST0001/tracking', serverError);
    await renderApp(detailsPath());

    expect(
      await screen.findByText('We could not load the tracking. Please try again later.'),
    ).toBeInTheDocument();
    api.overrides.delete('GET /shipments/SD26POST0001/tracking');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Label created')).toBeInTheDocument();
  });
});

describe('post-sale sidebar actions by status', () => {
  it.each([
    ['READY_TO_PRINT', true, true],
    ['IN_TRANSIT', true, false],
    ['OUT_FOR_DELIVERY', true, false],
    ['CARRIER_PENDING', false, true],
    ['DELIVERED', false, false],
  ] as const)('%s: label actions %s, cancel %s', async (state, hasLabel, hasCancel) => {
    fakePostSaleApi(aPurchasedShipment({ state }));
    await renderApp(detailsPath());
    const actions = await screen.findByRole('complementary', { name: 'Actions' });
    expect(Boolean(within(actions).queryByRole('button', { name: 'Print label' }))).toBe(hasLabel);
    expect(Boolean(within(actions).queryByRole('button', { name: 'Send label by e-mail' }))).toBe(hasLabel);
    expect(Boolean(within(actions).queryByRole('button', { name: 'Cancel shipment' }))).toBe(hasCancel);
  });

  it('prints a label: loading, ready with print wording, the file opened, then the dialog closes after 3 s', async () => {
    const api = fakePostSaleApi(aPurchasedShipment());
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderApp(detailsPath());

    await userEvent.click(await screen.findByRole('button', { name: 'Print label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping label' });
    await userEvent.click(within(dialog).getByText('A4'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));

    expect(await within(dialog).findByText('Your label is ready to print.')).toBeInTheDocument();
    const request = api.calls.find((call) => call.path === '/shipments/labels')!;
    expect(Object.fromEntries(request.query)).toEqual({
      references: 'SD26POST0001',
      format: 'A4',
      disposition: 'inline',
    });
    expect(open).toHaveBeenCalledWith('/api/v1/files/label.pdf?disposition=inline', '_blank', 'noopener');
    expect(await screen.findByText('Your label is ready')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Shipping label' })).not.toBeInTheDocument(),
      {
        timeout: 4500,
      },
    );
  });

  it('shows the error and a "not generated" toast when the label is not ready', async () => {
    const api = fakePostSaleApi(aPurchasedShipment());
    api.overrides.set('GET /shipments/labels', {
      status: 409,
      body: { messages: [{ error_code: 'ValueNotAllowedField', message: 'labels.error.not-ready' }] },
    });
    await renderApp(detailsPath());

    await userEvent.click(await screen.findByRole('button', { name: 'Print label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping label' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not prepare the label.');
    expect(screen.getAllByText('The label has not been generated yet. Try again in a moment.')).toHaveLength(
      2,
    );
  });

  it('e-mails the label: checks the address and message, sends 4x6 by default, then confirms', async () => {
    const api = fakePostSaleApi(aPurchasedShipment());
    await renderApp(detailsPath());

    await userEvent.click(await screen.findByRole('button', { name: 'Send label by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send label by e-mail' });
    const mail = within(dialog).getByRole('textbox', { name: /E-mail address/ });
    expect(mail).toHaveValue('grace@example.com');
    await userEvent.clear(mail);
    await userEvent.type(mail, 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '4x6 (A6)' })).toBeChecked();

    await userEvent.clear(mail);
    await userEvent.type(mail, 'buyer@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Your parcel label');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The label has been sent by e-mail.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.endsWith('/labels/email'))?.body).toEqual({
      mail: 'buyer@example.com',
      message: 'Your parcel label',
      format: '4x6',
    });
  });

  it('cancels with a chosen reason; the button is then disabled with a footnote', async () => {
    const api = fakePostSaleApi(aPurchasedShipment());
    await renderApp(detailsPath());

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel shipment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wrong address' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));

    expect(
      await screen.findByText(
        'Your cancellation request has been sent. The carrier will confirm it shortly.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({
      reason: 'WRONG_ADDRESS',
    });
    const button = await screen.findByRole('button', { name: 'Cancel shipment' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      'Cancellation requested: the carrier will confirm it shortly.',
    );
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Print label' })).not.toBeInTheDocument();
  });

  it('follows shipment-updated events for its reference only, refetching the tracking', async () => {
    const shipment = aPurchasedShipment();
    const api = fakePostSaleApi(shipment);
    const view = await renderApp(detailsPath());
    await screen.findByText('Label created');
    const trackingCalls = () => api.calls.filter((call) => call.path.endsWith('/tracking')).length;
    const before = trackingCalls();

    const other = aPurchasedShipment({ reference: 'SD26OTHER', state: 'DELIVERED' });
    act(() =>
      dispatchRealtimeEvent(
        { id: '1', type: EventType.ShipmentUpdated, payload: other, createdAt: '' },
        view.queryClient,
      ),
    );
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('Ready for shipping');

    api.overrides.set('GET /shipments/SD26POST0001/tracking', () => {
      const tracking = trackingOf('SD26POST0001');
      tracking.entries.push({
        at: '2026-03-03T09:00:00.000Z',
        state: 'OUT_FOR_DELIVERY',
        event: 'OUT_FOR_DELIVERY',
        location: 'Paris',
        description: 'En cours de livraison',
      });
      return { status: 200, body: tracking };
    });
    const moved = aPurchasedShipment({ state: 'OUT_FOR_DELIVERY' });
    act(() =>
      dispatchRealtimeEvent(
        { id: '2', type: EventType.ShipmentUpdated, payload: moved, createdAt: '' },
        view.queryClient,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('shipment-status')).toHaveTextContent('Out for delivery'));
    expect(
      await screen.findByText('Out for delivery', { selector: '.mantine-Timeline-itemTitle' }),
    ).toBeInTheDocument();
    expect(trackingCalls()).toBe(before + 1);
  });
});
