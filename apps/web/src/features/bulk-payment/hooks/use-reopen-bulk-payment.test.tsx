import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { aShipment } from '../../shipments/testing/fake-shipments-api.ts';
import { rememberPayPalPayment, setPendingPaymentSelection } from './bulk-payment-storage.ts';
import { useReopenBulkPayment } from './use-reopen-bulk-payment.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** What the workspace does with the hook: a selection and an open payment panel. */
const Workspace = () => {
  const [selected, setSelected] = useState<string[]>([]);
  const [isPaymentOpen, setIsPaymentOpen] = useState(false);
  const reopen = useReopenBulkPayment({ onSelect: setSelected, onOpenPayment: () => setIsPaymentOpen(true) });
  return (
    <>
      <p data-testid="selected">{selected.join(',')}</p>
      <p data-testid="rows">{reopen.rows.map((row) => row.reference).join(',')}</p>
      {isPaymentOpen ? <p>payment open</p> : null}
      <button type="button" onClick={() => void reopen.payFor(['SD26CONTENT'])}>
        go to payment
      </button>
    </>
  );
};

const renderWorkspace = (path = '/private/shipments/ready-to-purchase') => {
  const router = createMemoryRouter([{ path: '/private/shipments/:inbox', element: <Workspace /> }], {
    initialEntries: [path],
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const payableApi = (payable: string[], notPayable: string[] = []) =>
  mockApi({
    'GET /shipments/payable': {
      status: 200,
      body: {
        payable: payable.map((reference) => aShipment({ reference })),
        notPayable: notPayable.map((reference) => ({
          reference,
          error_code: 'InvalidPayload',
          message: 'order.error.shipment-not-ready',
        })),
      },
    },
  });

const payableQuery = (api: ReturnType<typeof mockApi>) => {
  const call = vi.mocked(fetch).mock.calls.find(([input]) => String(input).includes('/shipments/payable'));
  expect(api.calls.some((c) => c.path === '/shipments/payable')).toBe(true);
  return new URL(String(call?.[0]), 'http://localhost').searchParams.get('references');
};

describe('reopening the bulk payment', () => {
  it('opens the payment for a pending selection, with only the shipments ready to purchase, once', async () => {
    setPendingPaymentSelection(['SD26READY1', 'SD26DRAFT1']);
    const api = payableApi(['SD26READY1'], ['SD26DRAFT1']);
    renderWorkspace();
    expect(await screen.findByText('payment open')).toBeInTheDocument();
    expect(screen.getByTestId('selected')).toHaveTextContent('SD26READY1');
    expect(screen.getByTestId('rows')).toHaveTextContent('SD26READY1');
    expect(payableQuery(api)).toBe('SD26READY1,SD26DRAFT1');
    expect(sessionStorage.length).toBe(0);
  });

  it('does not open when nothing in the pending selection is ready to purchase', async () => {
    setPendingPaymentSelection(['SD26DRAFT1']);
    const api = payableApi([], ['SD26DRAFT1']);
    renderWorkspace();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/shipments/payable')).toBe(true));
    expect(screen.queryByText('payment open')).not.toBeInTheDocument();
    expect(screen.getByTestId('selected')).toBeEmptyDOMElement();
  });

  it('back from PayPal (three query parameters), reselects the shipments that went to PayPal', async () => {
    rememberPayPalPayment(['SD26PAY01', 'SD26PAY02']);
    const api = payableApi(['SD26PAY01', 'SD26PAY02']);
    renderWorkspace('/private/shipments/ready-to-purchase?paymentId=PAY-1&token=T-1&PayerID=P-1');
    expect(await screen.findByText('payment open')).toBeInTheDocument();
    expect(screen.getByTestId('selected')).toHaveTextContent('SD26PAY01,SD26PAY02');
    expect(payableQuery(api)).toBe('SD26PAY01,SD26PAY02');
  });

  it('reopens after a cancelled PayPal payment too, so the seller can pay another way', async () => {
    rememberPayPalPayment(['SD26PAY01']);
    payableApi(['SD26PAY01']);
    renderWorkspace('/private/shipments/ready-to-purchase?paypal=cancelled');
    expect(await screen.findByText('payment open')).toBeInTheDocument();
  });

  it('a payment that went to PayPal does not reopen without the return parameters', async () => {
    rememberPayPalPayment(['SD26PAY01']);
    const api = payableApi(['SD26PAY01']);
    renderWorkspace();
    await screen.findByRole('button', { name: 'go to payment' });
    // The hook has run and left the PayPal memory for the return it belongs to.
    expect(sessionStorage.getItem('shipdeck.bulk-payment.paypal')).toBe('["SD26PAY01"]');
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByText('payment open')).not.toBeInTheDocument();
  });

  it('go to payment fetches a shipment the list has not loaded and opens the payment with it', async () => {
    payableApi(['SD26CONTENT']);
    renderWorkspace();
    await userEvent.click(screen.getByRole('button', { name: 'go to payment' }));
    expect(await screen.findByText('payment open')).toBeInTheDocument();
    expect(screen.getByTestId('rows')).toHaveTextContent('SD26CONTENT');
  });
});
