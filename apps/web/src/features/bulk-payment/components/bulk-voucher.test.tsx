import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { aBillingClient, aPrice } from '../../checkout/testing/checkout-fixtures.ts';
import { aShipment } from '../../shipments/testing/fake-shipments-api.ts';
import { renderBulkPayment } from '../testing/render-bulk-payment.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SEUR = {
  id: 'seur-standard',
  carrierId: 'seur',
  carrierName: 'SEUR',
  name: 'Standard',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};
const REFERENCES = ['SD26PAY01', 'SD26PAY02'];
const payable = REFERENCES.map((reference) => aShipment({ reference, data: { service: SEUR } }));

/**
 * The server of the bulk payment with vouchers: prices each shipment at €12.10, or €10.89 with the
 * 10 % voucher applied to it; SD26PAY02's service takes no GLS15.
 */
const voucherServer = () => {
  const vouchers = new Map<string, string | null>(REFERENCES.map((reference) => [reference, null]));
  const priced = () => {
    const details = REFERENCES.map(
      (reference) =>
        aPrice({
          reference,
          total: vouchers.get(reference) ? 1089 : 1210,
          allowsVoucher: true,
          voucher: vouchers.get(reference) ?? null,
        }).shipmentsPriceDetails[0]!,
    );
    const sum = (key: 'basePrice' | 'taxPrice' | 'totalPrice') =>
      details.reduce((total, shipment) => total + shipment.price[key], 0);
    return {
      shipmentsPriceDetails: details,
      totalPrice: {
        basePrice: sum('basePrice'),
        taxPrice: sum('taxPrice'),
        totalPrice: sum('totalPrice'),
        currency: 'EUR',
        taxes: [{ percentage: 21 }],
      },
    };
  };
  return mockApi({
    'GET /init': { status: 200, body: buildInit() },
    'GET /billing-client': { status: 200, body: { billingClient: aBillingClient() } },
    'GET /phone-verification/status': { status: 200, body: { active: false, verified: false, phone: null } },
    'GET /payment-methods': { status: 200, body: [] },
    'GET /payment-methods/available': {
      status: 200,
      body: {
        methods: [{ method: 'creditcard3dsecure', type: 'DIRECT' }],
        preferred: null,
        isDeferredEligible: false,
      },
    },
    'GET /shipments/payable': { status: 200, body: { payable, notPayable: [] } },
    'POST /shipments/price': () => ({ status: 200, body: priced() }),
    'PUT /shipments/voucher': ({ body }) => {
      const { references, voucher } = body as { references: string[]; voucher: string | null };
      const code = voucher?.toUpperCase() ?? null;
      if (code && code !== 'WELCOME10' && code !== 'GLS15')
        return {
          status: 422,
          body: {
            messages: [
              { error_code: 'ValueNotAllowedField', field: 'voucher', message: 'voucher.error.not-found' },
            ],
          },
        };
      const shipments = references.map((reference) => {
        if (code === 'GLS15' && reference === 'SD26PAY02')
          return { reference, applied: false, message: 'voucher.error.not-allowed-for-service' };
        vouchers.set(reference, code);
        return { reference, applied: true };
      });
      return { status: 200, body: { voucher: code, shipments } };
    },
    'POST /payments/sandbox/tokenize': { status: 200, body: { nonce: 'nonce-1' } },
    'POST /payments/3ds': { status: 200, body: { challengeId: '00000000-0000-4000-8000-000000000001' } },
    'POST /payments/3ds/00000000-0000-4000-8000-000000000001/complete': {
      status: 200,
      body: { nonce: 'nonce-1' },
    },
    'POST /orders': {
      status: 201,
      body: {
        orderReference: 'OR26BULK0001',
        totalAmount: 2178,
        refundedAmount: 0,
        currency: 'EUR',
        shipments: REFERENCES.map((reference) => ({ reference, status: true })),
      },
    },
  });
};

describe('a voucher in the bulk payment', () => {
  it('refuses an unknown code on its field, applies a good one to every shipment, and pays the discounted total', async () => {
    const api = voucherServer();
    const user = userEvent.setup();
    const view = await renderBulkPayment(payable);
    const voucher = await screen.findByRole('region', { name: 'Voucher' });
    expect(screen.getByTestId('bulk-payment-total')).toHaveTextContent('€24.20');

    await user.type(within(voucher).getByRole('textbox', { name: 'Voucher code' }), 'nope');
    await user.click(within(voucher).getByRole('button', { name: 'Apply' }));
    expect(
      await within(voucher).findByText('This voucher does not exist or has expired'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('bulk-payment-total')).toHaveTextContent('€24.20');

    await user.clear(within(voucher).getByRole('textbox', { name: 'Voucher code' }));
    await user.type(within(voucher).getByRole('textbox', { name: 'Voucher code' }), 'welcome10');
    await user.click(within(voucher).getByRole('button', { name: 'Apply' }));
    expect(
      await within(voucher).findByText('Voucher WELCOME10 applied to 2 of 2 shipments'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('bulk-payment-total')).toHaveTextContent('€21.78'));
    expect(api.calls.find((call) => call.path === '/shipments/voucher')?.body).toEqual({
      references: REFERENCES,
      voucher: 'nope',
    });

    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '12/30');
    await user.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation code' }), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(view.location()).toBe('/private/shipments/bulk/summary?order=OR26BULK0001'));
    // The bank is asked for the discounted total, and the order is placed once.
    expect(api.calls.find((call) => call.path === '/payments/3ds')?.body).toMatchObject({ amount: 2178 });
    expect(api.calls.filter((call) => call.path === '/orders')).toHaveLength(1);
  });

  it('says which shipments a code could not be applied to and why, and removes it from all', async () => {
    const api = voucherServer();
    const user = userEvent.setup();
    await renderBulkPayment(payable);
    const voucher = await screen.findByRole('region', { name: 'Voucher' });
    await user.type(within(voucher).getByRole('textbox', { name: 'Voucher code' }), 'GLS15');
    await user.click(within(voucher).getByRole('button', { name: 'Apply' }));
    expect(await within(voucher).findByText('Voucher GLS15 applied to 1 of 2 shipments')).toBeInTheDocument();
    expect(within(voucher).getByRole('status')).toHaveTextContent(
      'Shipments without this voucher: 1. This voucher cannot be used with this service',
    );
    await waitFor(() => expect(screen.getByTestId('bulk-payment-total')).toHaveTextContent('€22.99'));

    await user.click(within(voucher).getByRole('button', { name: 'Remove' }));
    expect(await within(voucher).findByRole('textbox', { name: 'Voucher code' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('bulk-payment-total')).toHaveTextContent('€24.20'));
    expect(api.calls.filter((call) => call.path === '/shipments/voucher').at(-1)?.body).toEqual({
      references: REFERENCES,
      voucher: null,
    });
  });
});
