import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { type MockResponse, mockApi } from '../../../testing/mock-api.ts';
import { aBillingClient, aPrice } from '../../checkout/testing/checkout-fixtures.ts';
import { aShipment } from '../../shipments/testing/fake-shipments-api.ts';
import { takePayPalPayment } from '../hooks/bulk-payment-storage.ts';
import { renderBulkPayment } from '../testing/render-bulk-payment.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
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

const aDraftToPay = (reference: string, carrier: Partial<typeof SEUR> = {}) =>
  aShipment({ reference, data: { service: { ...SEUR, ...carrier } } });

const BILLING = aBillingClient();

/** POST /shipments/price of several shipments: each at `each` (minor units), summed. */
const priceOf = (references: string[], each = 1210) => {
  const details = references.map((reference) => aPrice({ reference, total: each }).shipmentsPriceDetails[0]!);
  const sum = (key: 'basePrice' | 'taxPrice' | 'totalPrice') =>
    details.reduce((total, d) => total + d.price[key], 0);
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

const orderOf = (references: string[], failed: string[] = []) => ({
  status: 201,
  body: {
    orderReference: 'OR26BULK0001',
    totalAmount: 1210 * (references.length - failed.length),
    refundedAmount: 0,
    currency: 'EUR',
    shipments: references.map((reference) =>
      failed.includes(reference)
        ? {
            reference,
            status: false,
            error_code: 'InvalidPayload',
            message: 'order.error.shipment-not-ready',
          }
        : { reference, status: true },
    ),
  },
});

const paymentApi = (options: {
  payable: ShipmentView[];
  notPayable?: { reference: string; error_code: string; message: string }[];
  extra?: Record<string, MockResponse>;
}) =>
  mockApi({
    'GET /init': { status: 200, body: buildInit() },
    'GET /billing-client': { status: 200, body: { billingClient: BILLING } },
    'GET /phone-verification/status': { status: 200, body: { active: false, verified: false, phone: null } },
    'GET /payment-methods': { status: 200, body: [] },
    'GET /payment-methods/available': {
      status: 200,
      body: {
        methods: [
          { method: 'creditcard3dsecure', type: 'DIRECT' },
          { method: 'paypal', type: 'DIRECT' },
        ],
        preferred: null,
        isDeferredEligible: false,
      },
    },
    'GET /shipments/payable': {
      status: 200,
      body: { payable: options.payable, notPayable: options.notPayable ?? [] },
    },
    'POST /shipments/price': { status: 200, body: priceOf(options.payable.map((s) => s.reference)) },
    'POST /payments/sandbox/tokenize': { status: 200, body: { nonce: 'nonce-1' } },
    'POST /payments/3ds': { status: 200, body: { challengeId: '00000000-0000-4000-8000-000000000001' } },
    'POST /payments/3ds/00000000-0000-4000-8000-000000000001/complete': {
      status: 200,
      body: { nonce: 'nonce-1' },
    },
    ...options.extra,
  });

const payByCard = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4111111111111111');
  await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '12/30');
  await user.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation code' }), '1234');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
};

const ordersOf = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path === '/orders');

describe('bulk payment', () => {
  it('says which selected shipments will be paid and which not, prices them, and pays them in one order', async () => {
    const payable = [aDraftToPay('SD26PAY01'), aDraftToPay('SD26PAY02')];
    const draft = aShipment({ reference: 'SD26DRAFT9', state: 'AWAITING_COMPLETION' });
    const api = paymentApi({
      payable,
      notPayable: [
        { reference: 'SD26DRAFT9', error_code: 'InvalidPayload', message: 'order.error.shipment-not-ready' },
      ],
      extra: { 'POST /orders': orderOf(['SD26PAY01', 'SD26PAY02']) },
    });
    const user = userEvent.setup();
    const view = await renderBulkPayment([...payable, draft]);

    const toPay = await screen.findByRole('region', { name: 'To pay now: 2' });
    expect(within(toPay).getByText('SD26PAY01')).toBeInTheDocument();
    expect(within(toPay).getByText('SD26PAY02')).toBeInTheDocument();
    expect(await within(toPay).findAllByText('€12.10')).toHaveLength(2);
    const notPaid = screen.getByRole('region', { name: 'Not paid: 1' });
    expect(within(notPaid).getByText('SD26DRAFT9')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Order total' });
    expect(within(totals).getByText('Shipping × 2')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-payment-total-subtotal')).toHaveTextContent('€20.00');
    expect(screen.getByTestId('bulk-payment-total-taxes')).toHaveTextContent('€4.20');
    expect(screen.getByTestId('bulk-payment-total')).toHaveTextContent('€24.20');
    // The price asked is the price of what will be paid, never of the draft.
    expect(api.calls.find((call) => call.path === '/shipments/price')?.body).toEqual({
      references: ['SD26PAY01', 'SD26PAY02'],
    });

    await payByCard(user);
    await waitFor(() => expect(view.location()).toBe('/private/shipments/bulk/summary?order=OR26BULK0001'));
    expect(ordersOf(api)).toHaveLength(1);
    expect(ordersOf(api)[0]?.body).toMatchObject({
      shipments: ['SD26PAY01', 'SD26PAY02'],
      payment: { method: 'creditcard3dsecure', type: 'DIRECT', nonce: 'nonce-1' },
    });
    expect(api.calls.find((call) => call.path === '/payments/3ds')?.body).toMatchObject({ amount: 2420 });
  });

  it('a one-shipment order goes to the details page of that shipment', async () => {
    const payable = [aDraftToPay('SD26PAY01')];
    paymentApi({ payable, extra: { 'POST /orders': orderOf(['SD26PAY01']) } });
    const user = userEvent.setup();
    const view = await renderBulkPayment(payable);
    await payByCard(user);
    await waitFor(() => expect(view.location()).toBe('/private/shipments/SD26PAY01/details'));
  });

  it('a partial payment still goes to the summary, which lists the failures', async () => {
    const payable = [aDraftToPay('SD26PAY01'), aDraftToPay('SD26PAY02')];
    paymentApi({ payable, extra: { 'POST /orders': orderOf(['SD26PAY01', 'SD26PAY02'], ['SD26PAY02']) } });
    const user = userEvent.setup();
    const view = await renderBulkPayment(payable);
    await payByCard(user);
    await waitFor(() => expect(view.location()).toBe('/private/shipments/bulk/summary?order=OR26BULK0001'));
    expect(view.router.state.location.state).toMatchObject({
      order: { shipments: [{ status: true }, { status: false, message: 'order.error.shipment-not-ready' }] },
    });
  });

  it("a 403 when ordering says 'Purchase is not allowed' and opens the error page", async () => {
    const payable = [aDraftToPay('SD26PAY01'), aDraftToPay('SD26PAY02')];
    paymentApi({
      payable,
      extra: {
        'POST /orders': {
          status: 403,
          body: { messages: [{ error_code: 'ClientNotAuthorized', message: 'error.purchase-not-allowed' }] },
        },
      },
    });
    const user = userEvent.setup();
    const view = await renderBulkPayment(payable);
    await payByCard(user);
    await waitFor(() => expect(view.location()).toBe('/private/error'));
    expect(await screen.findByText('Purchase is not allowed')).toBeInTheDocument();
  });

  it('a declined card stays on the payment with the reason', async () => {
    const payable = [aDraftToPay('SD26PAY01'), aDraftToPay('SD26PAY02')];
    const api = paymentApi({
      payable,
      extra: {
        'POST /orders': {
          status: 402,
          body: { messages: [{ error_code: 'PaymentDenied', message: 'payment.error.denied' }] },
        },
      },
    });
    const user = userEvent.setup();
    const view = await renderBulkPayment(payable);
    await payByCard(user);
    expect(await screen.findByRole('alert', { name: /did not go through/ })).toHaveTextContent(
      'The payment was declined. Try another card or payment method.',
    );
    expect(view.location()).toBe('/private/shipments/ready-to-purchase');
    expect(ordersOf(api)).toHaveLength(1);
  });

  it('asks for the carriers terms before paying shipments of a carrier that requires them', async () => {
    const payable = [
      aDraftToPay('SD26PAY01', { carrierId: 'ups', carrierName: 'UPS' }),
      aDraftToPay('SD26PAY02'),
    ];
    const api = paymentApi({ payable });
    const user = userEvent.setup();
    await renderBulkPayment(payable);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText("Accept the carrier's terms and conditions to pay")).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions of UPS' }),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/payments'))).toBe(false);
  });

  it('says so when none of the selected shipments can be paid', async () => {
    paymentApi({
      payable: [],
      notPayable: [
        {
          reference: 'SD26DONE01',
          error_code: 'ShipmentAlreadyPayed',
          message: 'payment.error.shipment-already-paid',
        },
      ],
    });
    await renderBulkPayment([aShipment({ reference: 'SD26DONE01', state: 'READY_TO_PRINT' })]);
    expect(await screen.findByText('None of the selected shipments can be paid now.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Not paid: 1' })).toHaveTextContent(
      'SD26DONE01: This shipment has already been paid.',
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('shows the billing form, then the phone verification, then the payment when both pre-steps apply', async () => {
    const payable = [aDraftToPay('SD26PAY01'), aDraftToPay('SD26PAY02')];
    const api = paymentApi({
      payable,
      extra: {
        'GET /billing-client': { status: 200, body: { billingClient: null } },
        'PUT /billing-client': { status: 200, body: BILLING },
        'GET /phone-verification/status': {
          status: 200,
          body: { active: true, verified: false, phone: '+34600000001' },
        },
        'POST /phone-verification/send': {
          status: 200,
          body: { verificationResult: 'sent', nextRetryInMs: 60_000 },
        },
        'POST /phone-verification/verify': { status: 200, body: { verified: true } },
      },
    });
    const user = userEvent.setup();
    await renderBulkPayment(payable);

    const billing = await screen.findByRole('region', { name: 'Your invoicing details' });
    expect(within(billing).getByText('Step 1 of 2 before paying')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    for (const [label, value] of Object.entries({
      'Tax id': '12345678Z',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Phone: '+44 7911 123456',
      Address: '1 Mayfair',
      Town: 'London',
      Postcode: 'W1K 1AA',
    })) {
      await user.click(within(billing).getByRole('textbox', { name: new RegExp(`^${label}`) }));
      await user.paste(value);
    }
    await user.click(within(billing).getByRole('button', { name: 'Save invoicing details' }));

    const phone = await screen.findByRole('region', { name: 'Confirm your phone number' });
    expect(within(phone).getByText('Step 2 of 2 before paying')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: 'Send code' }));
    await within(phone).findByRole('button', { name: 'Verify' });
    // The phone number, then the code's digits.
    const digits = within(phone).getAllByRole('textbox');
    await user.click(digits[1]!);
    await user.paste('12345');
    api.set('GET /phone-verification/status', {
      status: 200,
      body: { active: true, verified: true, phone: '+34600000001' },
    });
    await user.click(within(phone).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'To pay now: 2' })).toBeInTheDocument();
  }, 30_000);

  it('adds insurance from the payment and comes back to it with the prices asked again', async () => {
    const payable = [aDraftToPay('SD26PAY01'), aDraftToPay('SD26PAY02')];
    const api = paymentApi({
      payable,
      extra: {
        'POST /shipments/products/insurance': {
          status: 200,
          body: {
            summary: {
              products: { insurance: { basePrice: 200, taxPrice: 42, totalPrice: 242, currency: 'EUR' } },
            },
            productsDetails: ['SD26PAY01', 'SD26PAY02'].map((reference) => ({
              reference,
              insurance: {
                isAvailable: true,
                coverage: 2000,
                basePrice: 100,
                totalPrice: 121,
                currency: 'EUR',
              },
            })),
          },
        },
        'POST /shipments/insure': {
          status: 200,
          body: {
            SD26PAY01: { insured: true, coverage: 2000 },
            SD26PAY02: { insured: true, coverage: 2000 },
          },
        },
      },
    });
    const user = userEvent.setup();
    await renderBulkPayment(payable);
    await screen.findByTestId('bulk-payment-total');
    const pricesBefore = api.calls.filter((call) => call.path === '/shipments/price').length;

    await user.click(screen.getByRole('button', { name: 'Add insurance' }));
    expect(await screen.findByText('2 of 2 shipments can be insured.')).toBeInTheDocument();
    expect(screen.getByText('€2.42')).toBeInTheDocument();
    api.set('POST /shipments/price', { status: 200, body: priceOf(['SD26PAY01', 'SD26PAY02'], 1331) });
    await user.click(screen.getByRole('button', { name: 'Insure shipments' }));

    expect(await screen.findByTestId('bulk-payment-total')).toHaveTextContent('€26.62');
    expect(api.calls.find((call) => call.path === '/shipments/insure')?.body).toEqual({
      references: ['SD26PAY01', 'SD26PAY02'],
    });
    expect(api.calls.filter((call) => call.path === '/shipments/price').length).toBeGreaterThan(pricesBefore);
  });
});

describe('bulk payment by PayPal: the return reopens the payment', () => {
  it('keeps the shipments for the round trip and goes to PayPal with the inbox as the way back', async () => {
    const payable = [aDraftToPay('SD26PAY01'), aDraftToPay('SD26PAY02')];
    const api = paymentApi({
      payable,
      extra: {
        'POST /payments/paypal': {
          status: 200,
          body: { paymentId: 'PAY-1', approveUrl: '/api/v1/payments/paypal/PAY-1/approve' },
        },
      },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    await renderBulkPayment(payable);
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/v1/payments/paypal/PAY-1/approve'));
    expect(api.calls.find((call) => call.path === '/payments/paypal')?.body).toEqual({
      amount: 2420,
      returnPath: '/private/shipments/ready-to-purchase',
    });
    expect(takePayPalPayment()).toEqual(['SD26PAY01', 'SD26PAY02']);
  });

  it('back from PayPal, completes the order of the shipments with the approved payment', async () => {
    const payable = [aDraftToPay('SD26PAY01'), aDraftToPay('SD26PAY02')];
    const api = paymentApi({
      payable,
      extra: {
        'POST /payments/paypal/complete': { status: 200, body: { nonce: 'paypal-nonce' } },
        'POST /orders': orderOf(['SD26PAY01', 'SD26PAY02']),
      },
    });
    const view = await renderBulkPayment(
      payable,
      '/private/shipments/ready-to-purchase?paymentId=PAY-1&token=T-1&PayerID=P-1',
    );
    await waitFor(() => expect(view.location()).toBe('/private/shipments/bulk/summary?order=OR26BULK0001'));
    expect(api.calls.find((call) => call.path === '/payments/paypal/complete')?.body).toEqual({
      paymentId: 'PAY-1',
      token: 'T-1',
      PayerID: 'P-1',
    });
    expect(ordersOf(api)).toHaveLength(1);
    expect(ordersOf(api)[0]?.body).toMatchObject({
      shipments: ['SD26PAY01', 'SD26PAY02'],
      payment: { method: 'paypal', nonce: 'paypal-nonce' },
    });
  });
});
