import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aWarehouse } from '../../addresses/testing/fake-addresses-api.ts';
import { aDraft, aPrice, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFTGB01';
const london = {
  firstName: 'Olivia',
  lastName: 'Smith',
  phone: '+447911123456',
  email: 'olivia@example.co.uk',
  street1: '10 Downing Street',
  alpha2Code: 'GB',
  zipCode: 'SW1A 2AA',
  city: 'London',
};
const manchester = {
  ...london,
  firstName: 'Harry',
  street1: '1 Piccadilly',
  zipCode: 'M1 1AE',
  city: 'Manchester',
};
const royalMail = aServiceSnapshot({
  id: 'royal-mail-tracked-48',
  carrierId: 'royal-mail',
  carrierName: 'Royal Mail',
  name: 'Tracked 48',
});
const madridDefault = aWarehouse({ isDefault: true, alias: 'Madrid store' });

const gbDraft = (from: typeof london | { alpha2Code: string; zipCode: string }) =>
  aDraft({
    reference: REF,
    step: 'PAYMENT',
    data: { from, to: manchester, service: royalMail, content: { description: 'Books', value: 3500 } },
  });

const setUp = (options: { draft: ReturnType<typeof aDraft>; saved?: ReturnType<typeof aDraft> }) =>
  mockApi({
    'GET /init': { status: 200, body: buildInit() },
    [`GET /shipments/${REF}`]: { status: 200, body: options.draft },
    'GET /warehouses': { status: 200, body: [madridDefault] },
    'GET /recipients/saved': { status: 200, body: [] },
    [`PATCH /shipments/${REF}`]: { status: 200, body: options.saved ?? options.draft },
    [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice({ reference: REF }) },
    'GET /services': { status: 200, body: { services: [] } },
  });

const patchOf = (api: ReturnType<typeof setUp>) =>
  api.calls.find((call) => call.method === 'PATCH')?.body as {
    from?: { alpha2Code?: string; street1?: string };
  };

describe('the address step keeps the origin the seller chose', () => {
  it('a GB→GB draft reopened at the address step keeps its British sender, though the default warehouse is in Spain', async () => {
    const api = setUp({ draft: gbDraft(london) });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/address`);
    const sender = await screen.findByRole('region', { name: 'Sender' });
    expect(await within(sender).findByText('10 Downing Street')).toBeInTheDocument();
    // The warehouses have loaded and none replaced the sender.
    await waitFor(() => expect(api.calls.some((call) => call.path === '/warehouses')).toBe(true));
    expect(within(sender).queryByText('Calle Mayor 1')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/payment`));
    expect(patchOf(api).from).toMatchObject({ alpha2Code: 'GB', street1: '10 Downing Street' });
  });

  it('shows the chosen sender and recipient with the country by its name, the postcode on its own line', async () => {
    setUp({ draft: gbDraft(london) });
    await renderApp(`/private/shipments/${REF}/create/address`);
    const sender = within(await screen.findByRole('region', { name: 'Sender' })).getByRole('group', {
      name: 'Sender',
    });
    expect(await within(sender).findByText('10 Downing Street')).toBeInTheDocument();
    const lines = within(sender)
      .getAllByText(/./, { selector: 'p' })
      .map((line) => line.textContent);
    expect(lines).toEqual(['Olivia Smith', '10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom']);
    expect(screen.queryByText(/ GB$/)).not.toBeInTheDocument();
  });

  it('a draft without a sender opens the sender form on its own origin, not on a warehouse elsewhere', async () => {
    setUp({ draft: gbDraft({ alpha2Code: 'GB', zipCode: 'SW1A 2AA' }) });
    await renderApp(`/private/shipments/${REF}/create/address`);
    const sender = await screen.findByRole('region', { name: 'Sender' });
    const form = await within(sender).findByRole('form', { name: 'Use this sender' });
    expect(within(form).getByRole('combobox', { name: /^Postcode/ })).toHaveValue('SW1A 2AA');
    expect(within(sender).queryByText('Calle Mayor 1')).not.toBeInTheDocument();
  });

  it('a sender the service does not serve leads to choosing another service, saying why', async () => {
    const api = setUp({
      draft: gbDraft(london),
      saved: aDraft({
        reference: REF,
        step: 'PAYMENT',
        data: {
          from: { ...london, alpha2Code: 'ES', zipCode: '28013' },
          to: manchester,
          service: royalMail,
          serviceProblem: 'carrier.error.service-not-offered',
        },
      }),
    });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/address`);
    const sender = await screen.findByRole('region', { name: 'Sender' });
    await user.click(await within(sender).findByRole('combobox', { name: /^Sender address/ }));
    await user.click(await screen.findByRole('option', { name: /Madrid store/, hidden: true }));
    expect(await within(sender).findByText('Calle Mayor 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/service`));
    expect(
      await screen.findByText(
        'Royal Mail Tracked 48 does not serve this route or these parcels. Choose another service.',
      ),
    ).toBeInTheDocument();
    expect(patchOf(api).from).toMatchObject({ alpha2Code: 'ES', street1: 'Calle Mayor 1' });
  });
});

describe('a new shipment', () => {
  it('leaves from the default warehouse, not from the tenant country', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /warehouses': { status: 200, body: [madridDefault] },
      'GET /parcels': { status: 200, body: [] },
    });
    await renderApp('/private/shipments/create/info');
    const from = await screen.findByRole('group', { name: 'From' });
    await waitFor(() =>
      expect(within(from).getByRole('combobox', { name: /^Postcode/ })).toHaveValue('28013'),
    );
    await waitFor(() =>
      expect(within(from).getByRole('combobox', { name: /^Country/ })).toHaveValue('Spain'),
    );
  });
});
