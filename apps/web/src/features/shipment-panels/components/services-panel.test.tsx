import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aService } from '../../checkout/testing/checkout-fixtures.ts';
import { aDraftToComplete, aPoint, fakePanelsApi } from '../testing/fake-panels-api.ts';

afterEach(() => vi.unstubAllGlobals());

const openServicesPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  const row = await screen.findByRole('row', { name: /SD26PANEL/ });
  await user.click(within(row).getByRole('button', { name: /^Choose service/ }));
  return screen.findByRole('dialog', { name: 'Services' });
};

const collection = aService({ id: 'seur-standard', name: 'SEUR Standard', total: 990 });
const dropoff = aService({
  id: 'seur-shop',
  name: 'SEUR Shop to Shop',
  total: 690,
  dropOff: { origin: true, destination: false },
  isCollection: false,
});

/** The carrier collects on these days (asked each time the panel lists them), from 9:00 to 14:00. */
const offerCollectionDates = (api: ReturnType<typeof fakePanelsApi>, listed: () => string[]) =>
  api.overrides.set('GET /services/seur-standard/collection-dates', () => ({
    status: 200,
    body: {
      serviceId: 'seur-standard',
      isCollection: true,
      cutoffTime: '12:00',
      timeZone: 'Europe/Madrid',
      dates: listed().map((date) => ({ date, from: '09:00', to: '14:00' })),
    },
  }));

describe('services panel', () => {
  it('a collection service: Next leads to the dates, Save needs a date, then saves and closes', async () => {
    const api = fakePanelsApi({
      shipment: aDraftToComplete({ data: { service: null } }),
      services: [collection],
    });
    offerCollectionDates(api, () => ['2026-03-03']);
    api.hold('GET /services');
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const panel = await openServicesPanel(user);

    expect(await within(panel).findByText('Looking for services…')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Next' })).toBeDisabled();
    api.release();
    const option = await within(panel).findByRole('radio', { name: /SEUR Standard/ });
    expect(within(panel).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(option);
    await user.click(within(panel).getByRole('button', { name: 'Next' }));

    const save = within(panel).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(await within(panel).findByRole('radio', { name: /Tue 3 Mar/ }));
    await user.click(save);

    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]).toMatchObject({
      service: { id: 'seur-standard' },
      collectionDate: '2026-03-03',
      dropoffPointId: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Services' })).not.toBeInTheDocument());
    expect(await screen.findByText('Service saved')).toBeInTheDocument();
  }, 30_000);

  it('a drop-off service saves at once with the point picked near the sender, and its points are one click away', async () => {
    const shop = aPoint({ businessName: 'Papelería Sol' });
    const locker = aPoint({ id: 'P-3', type: 'LOCKER', businessName: 'Citypaq MAD042' });
    const api = fakePanelsApi({
      shipment: aDraftToComplete({ data: { parcels: [{ length: 30, width: 20, height: 10, weight: 28 }] } }),
      services: [collection, dropoff],
      // Lockers take parcels up to 25 kg: the server leaves the locker out for this one.
      points: (parcels) => (parcels.some((parcel) => parcel.weight > 25) ? [shop] : [shop, locker]),
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const panel = await openServicesPanel(user);

    await user.click(await within(panel).findByRole('radio', { name: /SEUR Shop to Shop/ }));
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(panel).getByRole('button', { name: 'See drop-off points' }));
    const points = await within(panel).findByRole('region', { name: 'Drop-off points near you' });
    expect(await within(points).findByText('Papelería Sol')).toBeInTheDocument();
    expect(within(points).queryByText('Citypaq MAD042')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Back' }));

    // Where the parcel is handed in: chosen here as in the checkout.
    const origin = await within(panel).findByRole('region', { name: 'Where you hand the parcel in' });
    await user.click(await within(origin).findByRole('radio', { name: /Papelería Sol/ }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]).toMatchObject({
      service: { id: 'seur-shop' },
      collectionDate: null,
      originDropoffPointId: shop.id,
    });
  }, 30_000);

  it("shows the server's refusal of the day under the dates, lists them again, and stays open", async () => {
    const api = fakePanelsApi({
      shipment: aDraftToComplete({ data: { service: null } }),
      services: [collection],
    });
    let listed = ['2026-03-03', '2026-03-04'];
    offerCollectionDates(api, () => listed);
    // The carrier's cut-off passed between listing the days and saving: the first is gone.
    api.overrides.set('PATCH /shipments/SD26PANEL', () => {
      listed = ['2026-03-04'];
      return {
        status: 400,
        body: {
          messages: [
            {
              error_code: 'ValueNotAllowedField',
              field: 'collectionDate',
              message: 'shipment.error.collection-date-not-offered',
            },
          ],
        },
      };
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const panel = await openServicesPanel(user);
    await user.click(await within(panel).findByRole('radio', { name: /SEUR Standard/ }));
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await user.click(await within(panel).findByRole('radio', { name: /Tue 3 Mar/ }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(
      await within(panel).findByText(
        'The carrier does not collect on this day. Choose one of the collection dates offered.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).queryByRole('radio', { name: /Tue 3 Mar/ })).not.toBeInTheDocument(),
    );
    // The day refused is no longer chosen: Save waits for one the carrier lists.
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(panel).getByRole('radio', { name: /Wed 4 Mar/ }));
    expect(
      within(panel).queryByText(
        'The carrier does not collect on this day. Choose one of the collection dates offered.',
      ),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Services' })).toBeInTheDocument();
  }, 30_000);

  it('never sends a stored day the chosen service does not list', async () => {
    const api = fakePanelsApi({
      shipment: aDraftToComplete({
        data: { service: null, collection: { date: '2026-03-01', interval: null } },
      }),
      services: [collection],
    });
    offerCollectionDates(api, () => ['2026-03-03']);
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const panel = await openServicesPanel(user);
    await user.click(await within(panel).findByRole('radio', { name: /SEUR Standard/ }));
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    const day = await within(panel).findByRole('radio', { name: /Tue 3 Mar/ });
    // Sunday 1 March is not a day the carrier collects: nothing is chosen, and Save waits.
    expect(day).not.toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(day);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]).toMatchObject({ collectionDate: '2026-03-03' });
  }, 30_000);

  it('says so when no service reaches the route, and cannot save', async () => {
    fakePanelsApi({ shipment: aDraftToComplete(), services: [] });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const panel = await openServicesPanel(user);

    expect(
      await within(panel).findByText('No services are available for these shipments.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Next' })).toBeDisabled();
  }, 30_000);
});
