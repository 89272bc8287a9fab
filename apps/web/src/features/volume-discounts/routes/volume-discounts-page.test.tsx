import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PAGE = '/private/settings/volume-discounts';
const bands = [
  { value: 'BAND_1', minShipments: 1, maxShipments: 49 },
  { value: 'BAND_2', minShipments: 50, maxShipments: 199 },
  { value: 'BAND_5', minShipments: 1000, maxShipments: null },
];
const discounts = (overrides = {}) => ({
  isEstimated: false,
  estimatedBand: null,
  bands,
  clientRates: [
    { carrierId: 'dhl', carrierName: 'DHL', band: null },
    { carrierId: 'gls', carrierName: 'GLS', band: bands[1] },
  ],
  ...overrides,
});

describe('volume discounts', () => {
  it("shows the bands, the last as 'or more', and the client's rate per carrier or 'no rate'", async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /volume-discounts': { status: 200, body: discounts() },
    });
    await renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Volume discounts' })).toBeInTheDocument();
    const bandTable = await screen.findByRole('table', { name: 'Volume bands' });
    expect(within(bandTable).getByText('1 – 49 shipments')).toBeInTheDocument();
    expect(within(bandTable).getByText('1,000 or more shipments')).toBeInTheDocument();
    const rates = screen.getByRole('table', { name: 'Your rates' });
    expect(within(within(rates).getByText('DHL').closest('tr')!).getByText('No rate')).toBeInTheDocument();
    expect(
      within(within(rates).getByText('GLS').closest('tr')!).getByText('50 – 199 shipments a month'),
    ).toBeInTheDocument();
  });

  it('keeps Set disabled until a band is chosen, then saves the estimate', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /volume-discounts': { status: 200, body: discounts() },
      'POST /volume-discounts/estimate': {
        status: 200,
        body: discounts({ isEstimated: true, estimatedBand: 'BAND_2' }),
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);

    const set = await screen.findByRole('button', { name: 'Set' });
    expect(set).toBeDisabled();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Shipments a month' }),
      '50 – 199 shipments',
    );
    expect(set).toBeEnabled();
    await user.click(set);

    expect(await screen.findByText('Information saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ band: 'BAND_2' });
    expect(await screen.findByText(/We have your estimate/)).toBeInTheDocument();
  });

  it("says 'try again' when the estimate cannot be saved", async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /volume-discounts': {
        status: 200,
        body: discounts({ isEstimated: true, estimatedBand: 'BAND_1' }),
      },
      'POST /volume-discounts/estimate': {
        status: 500,
        body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);

    const set = await screen.findByRole('button', { name: 'Set' });
    expect(set).toBeEnabled();
    await user.click(set);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
