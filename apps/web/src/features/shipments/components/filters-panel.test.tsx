import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aShipment, fakeShipmentsApi } from '../testing/fake-shipments-api.ts';

afterEach(() => vi.unstubAllGlobals());

const openFilters = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /^Filters/ }));
  return screen.findByRole('form', { name: 'Filters' });
};

describe('filters panel', () => {
  it('offers every filter field, with carriers and sources of the inbox from the server', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment()] });
    const user = userEvent.setup();
    await renderApp('/private/shipments/in-transit');
    const form = await openFilters(user);

    for (const label of [
      'Carrier',
      'Source',
      'Created from',
      'Created until',
      'Delivery from',
      'Delivery until',
      'Label downloaded',
      'Recipient first name',
      'Recipient surname',
      'Order ID',
    ]) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    await waitFor(() => expect(within(form).getByRole('option', { name: 'DPD' })).toBeInTheDocument());
    expect(within(form).getByRole('option', { name: 'Amazon' })).toHaveValue('AMZ');
    const optionCalls = api.calls.filter((call) => /\/shipments\/(carriers|sources)/.test(call.path));
    expect(optionCalls.map((call) => `${call.path}?${call.query}`).sort()).toEqual([
      '/shipments/carriers?inbox=IN_TRANSIT',
      '/shipments/sources?inbox=IN_TRANSIT',
    ]);
  });

  it('Apply only when the form is valid and has a value', async () => {
    fakeShipmentsApi({ shipments: [aShipment()] });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const form = await openFilters(user);
    const apply = within(form).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    const name = within(form).getByLabelText('Recipient first name');
    await user.type(name, 'Grace');
    expect(apply).toBeEnabled();

    await user.paste('x'.repeat(56));
    expect(within(form).getByText('Recipient first name can have at most 60 characters')).toBeInTheDocument();
    expect(apply).toBeDisabled();
    await user.clear(name);

    await user.type(within(form).getByLabelText('Created from'), '2026-03-10');
    await user.type(within(form).getByLabelText('Created until'), '2026-03-01');
    expect(within(form).getByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(apply).toBeDisabled();
    await user.clear(within(form).getByLabelText('Created until'));
    expect(apply).toBeEnabled();
  }, 40_000);

  it('writes the filters to the query string; a reload of that link asks for them and fills the panel', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment()] });
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/all?q=SD26');
    const form = await openFilters(user);
    await waitFor(() => expect(within(form).getByRole('option', { name: 'UPS' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('Carrier'), 'UPS');
    await user.selectOptions(within(form).getByLabelText('Label downloaded'), 'false');
    await user.type(within(form).getByLabelText('Order ID'), '#1118');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(view.location()).toBe(
        '/private/shipments/all?q=SD26&carrier_name=UPS&label_downloaded=false&shipment_custom_reference=%231118',
      ),
    );
    await waitFor(() => expect(api.listCalls().at(-1)?.query.get('carrier_name')).toBe('UPS'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('3'));
    const link = view.location();
    view.unmount();

    // The same link opened again (a reload, or a colleague's browser).
    const again = fakeShipmentsApi({ shipments: [aShipment()] });
    await renderApp(link);
    await waitFor(() => expect(again.listCalls()).toHaveLength(1));
    const query = again.listCalls()[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      inbox: 'ALL',
      q: 'SD26',
      carrier_name: 'UPS',
      label_downloaded: 'false',
      shipment_custom_reference: '#1118',
    });
    const reopened = await openFilters(user);
    expect(within(reopened).getByLabelText('Order ID')).toHaveValue('#1118');
    expect(within(reopened).getByLabelText('Label downloaded')).toHaveValue('false');
    expect(screen.getByRole('searchbox', { name: 'Search shipments' })).toHaveValue('SD26');
  }, 40_000);

  it('drops a field of a hand-edited link that would not pass validation', async () => {
    const api = fakeShipmentsApi({ shipments: [aShipment()] });
    await renderApp(`/private/shipments/all?recipient_name=${'y'.repeat(61)}&carrier_name=UPS`);
    await waitFor(() => expect(api.listCalls()).toHaveLength(1));
    expect(api.listCalls()[0]!.query.has('recipient_name')).toBe(false);
    expect(api.listCalls()[0]!.query.get('carrier_name')).toBe('UPS');
  });
});
