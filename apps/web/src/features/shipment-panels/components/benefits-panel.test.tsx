import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aPrice, product } from '../../checkout/testing/checkout-fixtures.ts';
import { aDraftToComplete, fakePanelsApi } from '../testing/fake-panels-api.ts';

afterEach(() => vi.unstubAllGlobals());

// Mantine keeps a combobox dropdown styled hidden in jsdom (no layout).
const findOption = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });

describe('other benefits panel', () => {
  it('insures the shipment, sends the choice and shows the new price', async () => {
    const draft = aDraftToComplete({
      reference: 'SD26PANEL',
      data: { content: { description: 'Books', value: 2000 } },
    });
    const available = {
      insurance: {
        ...product(true, 150),
        baseCoverage: 5000,
        tiers: [{ ...product(true, 150), coverage: 50_000 }],
      },
    };
    const api = fakePanelsApi({ shipment: draft });
    api.overrides.set('GET /shipments/SD26PANEL/products', {
      status: 200,
      body: aPrice({ reference: 'SD26PANEL', total: 1210, available }),
    });
    api.overrides.set('PUT /shipments/SD26PANEL/products', {
      status: 200,
      body: aPrice({
        reference: 'SD26PANEL',
        total: 1392,
        available,
        selection: { insurance: { option: 'PLATFORM_INSURANCE', value: 2000, coverage: 2000 } },
      }).shipmentsPriceDetails[0],
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const row = await screen.findByRole('row', { name: /SD26PANEL/ });
    await user.click(within(row).getByRole('button', { name: 'Other benefits' }));
    const panel = await screen.findByRole('dialog', { name: 'Other benefits' });

    const summary = await within(panel).findByRole('region', { name: 'Price summary' });
    expect(within(summary).getByText('€12.10')).toBeInTheDocument();
    await user.click(within(panel).getByRole('combobox', { name: /^Insurance/ }));
    await user.click(await findOption('Full protection'));
    expect(within(panel).getByRole('textbox', { name: /^Insured value/ })).toHaveValue('20.00');

    await waitFor(() => expect(within(summary).getByText('€13.92')).toBeInTheDocument());
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ insurance: { option: 'PLATFORM_INSURANCE', value: 2000 } });

    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Other benefits' })).not.toBeInTheDocument(),
    );
  }, 30_000);

  it('is not offered before a service is chosen', async () => {
    fakePanelsApi({ shipment: aDraftToComplete({ data: { service: null } }) });
    await renderApp('/private/shipments/all');
    const row = await screen.findByRole('row', { name: /SD26PANEL/ });
    expect(within(row).queryByRole('button', { name: 'Other benefits' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit content' })).toBeInTheDocument();
  }, 30_000);
});
