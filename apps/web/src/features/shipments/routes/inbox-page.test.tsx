import { currentPrefix, getTenant } from '@shipdeck/domain/tenants/tenants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aShipment, fakeShipmentsApi, serverError } from '../testing/fake-shipments-api.ts';
import { typeSearchWithoutPausing } from '../testing/type-search.ts';

afterEach(() => vi.unstubAllGlobals());

const inboxPath = (inbox: string, query = '') => `/private/shipments/${inbox}${query}`;

describe('shipments inbox page', () => {
  it('lists the rows of the inbox with reference, recipient, destination, service, status, dates and price', async () => {
    fakeShipmentsApi({
      shipments: [
        aShipment({
          reference: 'SD26ROW1',
          state: 'IN_TRANSIT',
          createdAt: '2026-03-03T10:00:00.000Z',
          data: {
            estimatedDeliveryDate: '2026-03-06',
            updatedAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
          },
        }),
        aShipment({ reference: 'SD26ROW2', state: 'DELIVERED' }),
        aShipment({ reference: 'SD26ROW3', state: 'IN_TRANSIT' }),
      ],
    });
    await renderApp(inboxPath('in-transit'));

    expect(await screen.findByRole('heading', { level: 1, name: 'In transit' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /SD26ROW1/ });
    expect(within(row).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(row).getByText('75001 Paris France')).toBeInTheDocument();
    expect(within(row).getByText('UPS')).toBeInTheDocument();
    expect(within(row).getByText('Standard')).toBeInTheDocument();
    expect(within(row).getByText('In transit')).toHaveAttribute('class');
    // The creation date follows where the shipment came from, under its reference.
    expect(within(row).getByText(/^SD26ROW1$/).nextElementSibling).toHaveTextContent(/ · 3rd Mar 2026$/);
    expect(within(row).getByText('€12.10')).toBeInTheDocument();
    expect(within(row).getByTestId('estimated-delivery')).toHaveTextContent('Delivery Fri 6 Mar');
    // When it last changed, relative to now, beside its status.
    expect(within(row).getByText('Updated 3 hr ago')).toBeInTheDocument();
    // A shipment without an estimate shows none, rather than a placeholder.
    const undated = screen.getByRole('row', { name: /SD26ROW3/ });
    expect(within(undated).queryByTestId('estimated-delivery')).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /SD26ROW2/ })).not.toBeInTheDocument();
  });

  it('shows every inbox with its count from the stats, and none for archived', async () => {
    fakeShipmentsApi({
      shipments: [
        aShipment({ state: 'IN_TRANSIT' }),
        aShipment({ state: 'IN_TRANSIT' }),
        aShipment({ state: 'AWAITING_COMPLETION' }),
        aShipment({ state: 'CANCEL_REQUESTED' }),
      ],
    });
    await renderApp(inboxPath('all'));

    const nav = await screen.findByRole('navigation', { name: 'Inboxes' });
    const inTransit = within(nav).getByRole('link', { name: 'In transit' });
    await waitFor(() => expect(inTransit).toHaveAccessibleDescription('2'));
    expect(inTransit).toHaveAttribute('href', '/private/shipments/in-transit');
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAccessibleDescription('4');
    expect(within(nav).getByRole('link', { name: 'Tracking' })).toHaveAccessibleDescription('2');
    expect(within(nav).getByRole('link', { name: 'Draft' })).toHaveAccessibleDescription('1');
    expect(within(nav).getByRole('link', { name: 'Cancelled' })).toHaveAccessibleDescription('1');
    expect(within(nav).getByRole('link', { name: 'Archived' })).toHaveAccessibleDescription('');
    // Pending is a group, not a page: its path goes to all.
    expect(within(nav).queryByRole('link', { name: 'Pending' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('group', { name: 'Pending' })).toBeInTheDocument();
    for (const name of [
      'Ready to purchase',
      'Processing',
      'Ready for shipping',
      'Out for delivery',
      'Delivered',
      'Incident',
      'Returned to sender',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Subscription plan' })).toHaveAttribute(
      'href',
      '/private/subscriptions',
    );
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/private/analytics',
    );
  });

  it.each([['pending'], ['nonsense']])(
    'redirects the %s inbox to all, keeping the query',
    async (segment) => {
      fakeShipmentsApi();
      const view = await renderApp(inboxPath(segment, '?q=abc'));
      await waitFor(() => expect(view.location()).toBe('/private/shipments/all?q=abc'));
    },
  );

  it('has no filters button on the archived inbox', async () => {
    fakeShipmentsApi({ shipments: [aShipment({ isArchived: true, state: 'DELIVERED' })] });
    await renderApp(inboxPath('archived'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Archived' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('links the new-shipment button to the checkout info step and connect shop to integrations', async () => {
    fakeShipmentsApi();
    await renderApp(inboxPath('all'));
    expect(await screen.findByRole('link', { name: 'New shipment' })).toHaveAttribute(
      'href',
      '/private/shipments/create/info',
    );
    expect(screen.getAllByRole('link', { name: 'Connect shop' })[0]).toHaveAttribute(
      'href',
      '/private/settings/integrations',
    );
  });

  it('hides connect shop and new shipment when the flags say so, and help for a client type the tenant serves itself', async () => {
    const api = fakeShipmentsApi();
    const init = buildInit({ tenantId: 'be-carrier' });
    api.overrides.set('GET /init', {
      status: 200,
      body: {
        ...init,
        client: { ...init.client, type: 'business', taxId: 'BE0123456749', companyName: 'Ada BV' },
        tenant: { ...init.tenant, switches: { ...init.tenant.switches, subscriptions: true } },
        capabilities: { ...init.capabilities, connectToEshop: false, newShipmentWithoutSubscription: false },
      },
    });
    await renderApp(`${currentPrefix(getTenant('be-carrier')!)}/shipments/all`);
    expect(await screen.findByRole('heading', { level: 1, name: 'All' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Settings' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'New shipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect shop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('sorts by service from the column header: ascending, descending, then none', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment()] });
    const user = userEvent.setup();
    const view = await renderApp(inboxPath('ready-to-purchase'));
    const sort = await screen.findByRole('button', { name: 'Sort by carrier and service' });

    await user.click(sort);
    await waitFor(() => expect(api.listCalls().at(-1)?.query.get('order')).toBe('service_asc'));
    expect(view.location()).toBe('/private/shipments/ready-to-purchase?order=service_asc');
    await user.click(await screen.findByRole('button', { name: 'Sort by carrier and service' }));
    await waitFor(() => expect(api.listCalls().at(-1)?.query.get('order')).toBe('service_desc'));
    expect(screen.getByRole('columnheader', { name: /Carrier and service/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(await screen.findByRole('button', { name: 'Sort by carrier and service' }));
    await waitFor(() => expect(view.location()).toBe('/private/shipments/ready-to-purchase'));
    await waitFor(() => expect(api.listCalls().at(-1)?.query.has('order')).toBe(false));
  }, 40_000);

  it.each([
    [{ city: 'London', zipCode: 'SW1A 1AA', alpha2Code: 'GB' }, 'London SW1A 1AA United Kingdom'],
    [{ city: 'Austin', zipCode: '78701', state: 'TX', alpha2Code: 'US' }, 'Austin, TX 78701 United States'],
    [{ city: 'Berlin', zipCode: '10115', alpha2Code: 'DE' }, '10115 Berlin Germany'],
  ])('writes the destination %j the way its country does: %s', async (place, text) => {
    fakeShipmentsApi({
      shipments: [aShipment({ reference: 'SD26PLACE', data: { to: { firstName: 'Grace', ...place } } })],
    });
    await renderApp(inboxPath('ready-to-purchase'));
    const row = await screen.findByRole('row', { name: /SD26PLACE/ });
    expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it('search writes q to the query string and the list asks for it', async () => {
    const api = fakeShipmentsApi({
      shipments: [aShipment({ reference: 'SD26FIND1' }), aShipment({ reference: 'SD26OTHER' })],
    });
    const view = await renderApp(inboxPath('ready-to-purchase'));
    await screen.findByRole('row', { name: /SD26OTHER/ });

    await typeSearchWithoutPausing('find');
    await waitFor(() => expect(view.location()).toBe('/private/shipments/ready-to-purchase?q=find'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /SD26OTHER/ })).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /SD26FIND1/ })).toBeInTheDocument();
    // The list waits for the typing to pause: it asks for the whole word only, never a part of it.
    expect(new Set(api.listCalls().flatMap((call) => call.query.get('q') ?? []))).toEqual(new Set(['find']));
  }, 40_000);

  it('a failed list load shows the error with a retry that loads again', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment({ reference: 'SD26BACK' })] });
    api.overrides.set('GET /shipments', serverError);
    const user = userEvent.setup();
    await renderApp(inboxPath('ready-to-purchase'));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your shipments.')).toBeInTheDocument();
    api.overrides.delete('GET /shipments');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /SD26BACK/ })).toBeInTheDocument();
  });
});

describe('sidebar links by tenant and features', () => {
  it('no subscription-plan link when the tenant has no subscriptions; analytics padlocked while it needs one', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment()] });
    const init = buildInit({ tenantId: 'be-carrier' });
    api.overrides.set('GET /init', {
      status: 200,
      body: {
        ...init,
        features: init.features.map((feature) =>
          feature.featureName === 'USER_ANALYTICS' ? { ...feature, source: 'subscription' } : feature,
        ),
      },
    });
    await renderApp(`${currentPrefix(getTenant('be-carrier')!)}/shipments/all`);
    const nav = await screen.findByRole('navigation', { name: 'Inboxes' });
    expect(within(nav).queryByRole('link', { name: 'Subscription plan' })).not.toBeInTheDocument();
    const analytics = within(nav).getByRole('link', { name: /Analytics/ });
    expect(within(analytics).getByRole('img', { name: 'Needs a subscription' })).toBeInTheDocument();
  });

  it('no analytics link without the feature', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment()] });
    const init = buildInit();
    api.overrides.set('GET /init', {
      status: 200,
      body: {
        ...init,
        features: init.features.map((feature) =>
          feature.featureName === 'USER_ANALYTICS' ? { ...feature, enabled: false } : feature,
        ),
      },
    });
    await renderApp('/private/shipments/all');
    const nav = await screen.findByRole('navigation', { name: 'Inboxes' });
    expect(within(nav).queryByRole('link', { name: /Analytics/ })).not.toBeInTheDocument();
  });
});
