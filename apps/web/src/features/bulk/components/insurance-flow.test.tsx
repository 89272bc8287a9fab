import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { aDraft, rejected } from '../testing/bulk-fixtures.ts';
import { panel, renderBulkPanel } from '../testing/render-bulk-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const detail = (reference: string, isAvailable: boolean, totalPrice: number) => ({
  reference,
  insurance: { isAvailable, coverage: 5000, basePrice: totalPrice, totalPrice, currency: 'EUR' },
});
const quote = {
  status: 200,
  body: {
    summary: { products: { insurance: { basePrice: 450, taxPrice: 95, totalPrice: 545, currency: 'EUR' } } },
    productsDetails: [detail('SD26A', true, 182), detail('SD26B', true, 363), detail('SD26C', false, 0)],
  },
};
const selection = () => [aDraft('SD26A'), aDraft('SD26B'), aDraft('SD26C')];

describe('bulk insurance', () => {
  it('shows the total insurance price and insures the shipments whose service offers it', async () => {
    const api = mockApi({
      'POST /shipments/products/insurance': quote,
      'POST /shipments/insure': {
        status: 200,
        body: { SD26A: { insured: true, coverage: 2000 }, SD26B: { insured: true, coverage: 2000 } },
      },
    });
    const user = userEvent.setup();
    await renderBulkPanel({ shipments: selection(), flow: 'insurance' });
    const dialog = await panel();
    expect(await within(dialog).findByTestId('insurance-total')).toHaveTextContent('€5.45');
    expect(within(dialog).getByText('2 of 3 shipments can be insured')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/shipments/products/insurance')?.body).toEqual({
      references: ['SD26A', 'SD26B', 'SD26C'],
      option: 'ENHANCED',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Add insurance' }));
    expect(await screen.findByText('Insurance added to 2 shipments')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/shipments/insure')?.body).toEqual({
      references: ['SD26A', 'SD26B'],
      option: 'ENHANCED',
    });
    expect(await screen.findByRole('dialog', { name: '3 shipments selected' })).toBeInTheDocument();
  });

  it('reselects the shipments the insurer refused', async () => {
    mockApi({
      'POST /shipments/products/insurance': quote,
      'POST /shipments/insure': {
        status: 200,
        body: {
          SD26A: { insured: true, coverage: 2000 },
          SD26B: { insured: false, coverage: 0, error_code: 'X', message: 'error.default' },
        },
      },
    });
    const user = userEvent.setup();
    const view = await renderBulkPanel({ shipments: selection(), flow: 'insurance' });
    await user.click(await screen.findByRole('button', { name: 'Add insurance' }));
    expect(await screen.findByText('1 shipment could not be changed')).toBeInTheDocument();
    expect(view.onSelect).toHaveBeenCalledWith(['SD26B']);
  });

  it('cannot confirm when no shipment can be insured, and reports a failed quote', async () => {
    const api = mockApi({
      'POST /shipments/products/insurance': {
        status: 200,
        body: { ...quote.body, productsDetails: [detail('SD26A', false, 0)] },
      },
    });
    await renderBulkPanel({ shipments: [aDraft('SD26A')], flow: 'insurance' });
    expect(await screen.findByText(/None of the selected shipments can be insured/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add insurance' })).toBeDisabled();
    api.set('POST /shipments/products/insurance', rejected);
  });

  it('shows a failed quote with a retry', async () => {
    mockApi({ 'POST /shipments/products/insurance': rejected });
    await renderBulkPanel({ shipments: [aDraft('SD26A')], flow: 'insurance' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add insurance' })).toBeDisabled();
  });
});
