import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aBillingClient, aDraft, aPrice, aService, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFT0001';
const BILLING = aBillingClient();
const base = () => ({
  'GET /init': { status: 200, body: buildInit() },
  'GET /parcels': { status: 200, body: [] },
  'GET /warehouses': { status: 200, body: [] },
  'GET /recipients/saved': { status: 200, body: [] },
  'GET /payment-methods': { status: 200, body: [] },
  'GET /billing-client': { status: 200, body: { billingClient: BILLING } },
  'GET /phone-verification/status': { status: 200, body: { active: false, verified: false, phone: null } },
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
});

/** Pastes instead of typing key by key: each key would re-render the whole step. */
const typeIn = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

const complete = aDraft({
  step: 'PAYMENT',
  data: { service: aServiceSnapshot(), content: { description: 'Books', value: 2500 } },
});

describe('checkout index redirects to the saved step', () => {
  it.each([
    ['SERVICE_SELECTION', aDraft({ step: 'SERVICE_SELECTION' }), `/private/shipments/${REF}/create/service`],
    [
      'SHIPPING_DETAILS',
      aDraft({ step: 'SHIPPING_DETAILS', data: { service: aServiceSnapshot() } }),
      `/private/shipments/${REF}/create/address`,
    ],
    ['PAYMENT', complete, `/private/shipments/${REF}/create/payment`],
    ['PURCHASED', aDraft({ step: 'PURCHASED' }), `/private/shipments/${REF}/details`],
  ])('resumes a draft saved at %s', async (_step, draft, target) => {
    mockApi({
      ...base(),
      [`GET /shipments/${REF}`]: { status: 200, body: draft },
      'GET /services': { status: 200, body: { services: [aService()] } },
      [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice() },
    });
    const view = await renderApp(`/private/shipments/${REF}/create`);
    await waitFor(() => expect(view.location()).toBe(target));
  });

  it('goes to the all inbox when the shipment cannot be loaded', async () => {
    mockApi(base());
    const view = await renderApp(`/private/shipments/${REF}/create`);
    await waitFor(() => expect(view.location()).toBe('/private/shipments/all'));
  });
});

describe('checkout guards', () => {
  it.each([
    ['service without countries goes to info', aDraft({ data: { from: {}, to: {} } }), 'service', 'info'],
    ['address without a service goes to service', aDraft(), 'address', 'service'],
    [
      'customs without customs goes to address',
      aDraft({ data: { service: aServiceSnapshot() } }),
      'customs',
      'address',
    ],
    [
      'payment without content goes to address',
      aDraft({ data: { service: aServiceSnapshot() } }),
      'payment',
      'address',
    ],
    [
      'payment without the pick-up point goes to address',
      aDraft({
        data: {
          service: aServiceSnapshot({ dropOffDestination: true }),
          content: { description: 'Books', value: 100 },
        },
      }),
      'payment',
      'address',
    ],
  ])('%s', async (_name, draft, step, expected) => {
    mockApi({
      ...base(),
      [`GET /shipments/${REF}`]: { status: 200, body: draft },
      'GET /services': { status: 200, body: { services: [aService()] } },
      'GET /dropoff-points': { status: 200, body: { points: [] } },
    });
    const view = await renderApp(`/private/shipments/${REF}/create/${step}`);
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/${expected}`));
  });
});

describe('info step', () => {
  it('greets a new seller who came from the welcome tile, and no one else', async () => {
    mockApi(base());
    const view = await renderApp('/private/shipments/create/info');
    expect(await screen.findByRole('group', { name: 'From' })).toBeInTheDocument();
    expect(screen.queryByText('Your first shipment')).not.toBeInTheDocument();
    await act(() => view.router.navigate('/private/shipments/create/info', { state: { isNew: true } }));
    expect(await screen.findByText('Your first shipment')).toBeInTheDocument();
  });

  it('names wrong parcels, then saves a new draft at the service step', async () => {
    const api = mockApi({
      ...base(),
      'POST /shipments': { status: 201, body: aDraft({ step: 'SERVICE_SELECTION' }) },
      'GET /services': { status: 200, body: { services: [aService()] } },
    });
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/create/info');
    const from = await screen.findByRole('group', { name: 'From' });
    await typeIn(user, within(from).getByRole('combobox', { name: /^Postcode/ }), 'SW1A 1AA');
    const to = screen.getByRole('group', { name: 'To' });
    await typeIn(user, within(to).getByRole('combobox', { name: /^Postcode/ }), 'EC1A 1BB');
    const parcel = screen.getByRole('group', { name: 'Parcel 1' });
    await typeIn(user, within(parcel).getByRole('textbox', { name: /^Weight/ }), '1.2345');
    await typeIn(user, within(parcel).getByRole('textbox', { name: /^Length/ }), '30');
    await typeIn(user, within(parcel).getByRole('textbox', { name: /^Width/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Weight (kg) can have at most 3 decimals')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/shipments')).toBe(false);

    await user.clear(within(parcel).getByRole('textbox', { name: /^Weight/ }));
    await typeIn(user, within(parcel).getByRole('textbox', { name: /^Weight/ }), '1,5');
    await typeIn(user, within(parcel).getByRole('textbox', { name: /^Height/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/service`));
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/shipments')?.body).toEqual({
      source: 'MAN',
      from: { alpha2Code: 'GB', zipCode: 'SW1A 1AA' },
      to: { alpha2Code: 'GB', zipCode: 'EC1A 1BB' },
      parcels: [{ weight: 1.5, length: 30, width: 20, height: 10 }],
      step: 'SERVICE_SELECTION',
    });
  }, 40_000);
});

describe('service step', () => {
  it('lists services by price with transit and badges; a drop-off service saves at once', async () => {
    const dropoff = aService({
      id: 'ctt-dropoff',
      name: 'CTT Drop-off',
      carrierId: 'ctt',
      dropOff: { origin: true, destination: false },
      transitHours: 72,
      estimatedDeliveryDate: '2026-03-06',
      total: 650,
    });
    const api = mockApi({
      ...base(),
      [`GET /shipments/${REF}`]: { status: 200, body: aDraft({ step: 'SERVICE_SELECTION' }) },
      'GET /services': { status: 200, body: { services: [aService({ total: 990 }), dropoff] } },
      [`PATCH /shipments/${REF}`]: {
        status: 200,
        body: aDraft({
          step: 'SHIPPING_DETAILS',
          data: { service: aServiceSnapshot({ id: 'ctt-dropoff', dropOffOrigin: true }) },
        }),
      },
    });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/service`);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['ctt-dropoff', 'seur-standard']);
    expect(screen.getByText('Delivery in 3 days')).toBeInTheDocument();
    expect(screen.getByText('Delivery in 24 h')).toBeInTheDocument();
    // Each row names its own expected delivery day, in the reader's language.
    expect(screen.getAllByTestId('estimated-delivery').map((row) => row.textContent)).toEqual([
      'Estimated delivery: Fri 6 Mar',
      'Estimated delivery: Tue 3 Mar',
    ]);
    expect(screen.getByText('Drop-off')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /SEUR Standard/ }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /CTT Drop-off/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/address`));
    const patch = api.calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(patch.step).toBe('SHIPPING_DETAILS');
    // The service is named by id only: the server describes it from its own catalogue.
    expect(patch.service).toEqual({ id: 'ctt-dropoff' });
  });

  it("shows 'services not found' with a way back to the info step", async () => {
    mockApi({
      ...base(),
      [`GET /shipments/${REF}`]: { status: 200, body: aDraft({ step: 'SERVICE_SELECTION' }) },
      'GET /services': { status: 200, body: { services: [] } },
    });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/service`);
    expect(await screen.findByText('Services not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change shipment details' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/info`));
  });
});

describe('address step content rules', () => {
  it('refuses a value with 3 decimals and a missing pick-up point', async () => {
    const point = (id: string, type: string, businessName: string) => ({
      id,
      carrierId: 'seur',
      type,
      businessName,
      address: 'Calle Sol 3',
      zipCode: '08001',
      city: 'Barcelona',
      country: 'ES',
      openingTimes: [],
      coordinates: { latitude: 41.38, longitude: 2.17 },
      distanceMetres: 120,
    });
    const api = mockApi({
      ...base(),
      [`GET /shipments/${REF}`]: {
        status: 200,
        body: aDraft({
          step: 'SHIPPING_DETAILS',
          data: {
            service: aServiceSnapshot({ dropOffDestination: true }),
            parcels: [{ length: 70, width: 40, height: 40, weight: 9 }],
          },
        }),
      },
      // As the server does: a locker's box takes nothing longer than 64 cm.
      'GET /dropoff-points': ({ query }) => ({
        status: 200,
        body: {
          points: [
            point('P-1', 'PICKUP_POINT', 'Kiosko Sol'),
            ...(query.get('parcelsDimensions[0][length]') === '70'
              ? []
              : [point('P-2', 'LOCKER', 'Citypaq BAR7')]),
          ],
        },
      }),
    });
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/address`);
    const content = await screen.findByRole('region', { name: 'Content' });
    await user.type(within(content).getByRole('textbox', { name: /^Value/ }), '10.999');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Value (EUR) can have at most 2 decimals')).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Kiosko Sol — Calle Sol 3, 08001 Barcelona' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Citypaq BAR7/)).not.toBeInTheDocument();
    expect(screen.getByText("Choose or enter the sender's address")).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});

describe('payment step', () => {
  const paymentApi = (extra: Record<string, { status: number; body?: unknown }> = {}) =>
    mockApi({
      ...base(),
      [`GET /shipments/${REF}`]: { status: 200, body: complete },
      [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice() },
      'POST /payments/sandbox/tokenize': { status: 200, body: { nonce: 'nonce-1' } },
      'POST /payments/3ds': { status: 200, body: { challengeId: '00000000-0000-4000-8000-000000000001' } },
      'POST /payments/3ds/00000000-0000-4000-8000-000000000001/complete': {
        status: 200,
        body: { nonce: 'nonce-1' },
      },
      ...extra,
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

  it('shows subtotal, taxes, total and only product lines above 0', async () => {
    paymentApi();
    await renderApp(`/private/shipments/${REF}/create/payment`);
    const summary = await screen.findByRole('region', { name: 'Price summary' });
    expect(within(summary).getByText('Shipping')).toBeInTheDocument();
    expect(within(summary).queryByText('Insurance')).not.toBeInTheDocument();
    expect(within(summary).getByText('€12.10')).toBeInTheDocument();
  });

  it('pays by card through the 3-D Secure challenge and lands on the details page', async () => {
    const api = paymentApi({
      'POST /orders': {
        status: 201,
        body: {
          orderReference: 'OR1',
          totalAmount: 1210,
          currency: 'EUR',
          shipments: [{ reference: REF, status: true }],
        },
      },
    });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/payment`);
    await payByCard(user);
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/details`));
    const order = api.calls.find((call) => call.path === '/orders')?.body as Record<string, unknown>;
    expect(order).toMatchObject({
      shipments: [REF],
      payment: { method: 'creditcard3dsecure', type: 'DIRECT', nonce: 'nonce-1' },
    });
    expect(order).not.toHaveProperty('totalAmount');
  });

  it('a declined card stays on the payment step with the reason, and the retry is a new attempt', async () => {
    const api = paymentApi({
      'POST /orders': {
        status: 402,
        body: { messages: [{ error_code: 'PaymentDenied', message: 'payment.error.denied' }] },
      },
    });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/payment`);
    await payByCard(user);
    expect(await screen.findByRole('alert', { name: /did not go through/ })).toHaveTextContent(
      'The payment was declined. Try another card or payment method.',
    );
    expect(view.location()).toBe(`/private/shipments/${REF}/create/payment`);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation code' }), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/orders')).toHaveLength(2));
    const keys = api.calls
      .filter((call) => call.path === '/orders')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a service no longer available goes back to the service step', async () => {
    paymentApi({
      'POST /orders': {
        status: 422,
        body: {
          messages: [{ error_code: 'CarrierProductFailure', message: 'carrier.error.service-not-available' }],
        },
      },
      'GET /services': { status: 200, body: { services: [aService()] } },
    });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/payment`);
    await payByCard(user);
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/service`));
  });

  it('an already paid shipment that moved on opens its details', async () => {
    const api = paymentApi({
      'POST /orders': {
        status: 409,
        body: {
          messages: [{ error_code: 'ShipmentAlreadyPayed', message: 'payment.error.shipment-already-paid' }],
        },
      },
    });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/payment`);
    await screen.findByRole('textbox', { name: 'Card number' });
    api.set(`GET /shipments/${REF}`, {
      status: 200,
      body: { ...complete, state: 'READY_TO_PRINT', step: 'PURCHASED' },
    });
    await payByCard(user);
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/details`));
  });

  it('blocks payment until the carrier terms are accepted', async () => {
    const api = mockApi({
      ...base(),
      [`GET /shipments/${REF}`]: {
        status: 200,
        body: {
          ...complete,
          data: { ...complete.data, service: aServiceSnapshot({ carrierId: 'ups', carrierName: 'UPS' }) },
        },
      },
      [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice() },
    });
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/payment`);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText("Accept the carrier's terms and conditions to pay")).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/payments'))).toBe(false);
  });

  it('a 100 % voucher makes the order free', async () => {
    const api = paymentApi({
      [`GET /shipments/${REF}/products`]: {
        status: 200,
        body: aPrice({ total: 0, allowsVoucher: true, voucher: 'FREE100' }),
      },
      'POST /orders': {
        status: 201,
        body: {
          orderReference: 'OR2',
          totalAmount: 0,
          currency: 'EUR',
          shipments: [{ reference: REF, status: true }],
        },
      },
    });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/payment`);
    expect(await screen.findByText('Nothing to pay: this order is free.')).toBeInTheDocument();
    expect(screen.getByText('Voucher FREE100 applied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/details`));
    expect(api.calls.find((call) => call.path === '/orders')?.body).toMatchObject({
      payment: { method: 'free' },
    });
  });
});

describe('invoice card and phone verification', () => {
  const paymentWith = (extra: Record<string, { status: number; body?: unknown }>) =>
    mockApi({
      ...base(),
      [`GET /shipments/${REF}`]: { status: 200, body: complete },
      [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice() },
      ...extra,
    });

  it('without invoicing details, opens the billing form and blocks paying until they are saved', async () => {
    const api = paymentWith({
      'GET /billing-client': { status: 200, body: { billingClient: null } },
      'PUT /billing-client': {
        status: 422,
        body: { messages: [{ error_code: 'InvalidTaxId', message: 'billing.error.invalid-tax-id' }] },
      },
    });
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/payment`);
    const card = await screen.findByRole('group', { name: 'Invoicing details' });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByText('Save your invoicing details to pay.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Save invoicing details' }));
    expect(await within(card).findByText('Tax id is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    for (const [label, value] of Object.entries({
      'Tax id': 'X-1',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Phone: '+44 7911 123456',
      Address: '1 Mayfair',
      Town: 'London',
      Postcode: 'W1K 1AA',
    })) {
      await user.click(within(card).getByRole('textbox', { name: new RegExp(`^${label}`) }));
      await user.paste(value);
    }
    await user.click(within(card).getByRole('button', { name: 'Save invoicing details' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The tax id is not valid');
  }, 30_000);

  it('keeps the customs numbers with the invoicing details, checking their format before saving', async () => {
    const api = paymentWith({
      'PUT /billing-client': {
        status: 200,
        body: { ...BILLING, eoriNumber: 'GB123456789000', iossNumber: 'IM0123456789' },
      },
    });
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/payment`);
    const card = await screen.findByRole('group', { name: 'Invoicing details' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const customs = within(card).getByRole('group', { name: 'Customs numbers' });
    await user.click(within(customs).getByRole('textbox', { name: 'EORI number' }));
    await user.paste('123');
    await user.click(within(customs).getByRole('textbox', { name: 'IOSS number' }));
    await user.paste('IM 012 345 6789');
    await user.click(within(card).getByRole('button', { name: 'Save invoicing details' }));
    expect(
      await within(customs).findByText(/^Enter the EORI number as its country code/),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(within(customs).getByRole('textbox', { name: 'EORI number' }));
    await user.paste('GB123456789000');
    await user.click(within(card).getByRole('button', { name: 'Save invoicing details' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      eoriNumber: 'GB123456789000',
      vatNumber: '',
      iossNumber: 'IM 012 345 6789',
    });
    expect(await screen.findByText('EORI number: GB123456789000')).toBeInTheDocument();
  }, 30_000);

  it('asks for the phone code when verification is active, with the resend cooldown in minutes and seconds', async () => {
    paymentWith({
      'GET /phone-verification/status': {
        status: 200,
        body: { active: true, verified: false, phone: '+32470123456' },
      },
      'POST /phone-verification/send': {
        status: 200,
        body: { verificationResult: 'sent', nextRetryInMs: 65_000 },
      },
      'POST /phone-verification/verify': {
        status: 422,
        body: { messages: [{ error_code: 'InvalidOTP', message: 'phone-verification.error.invalid-otp' }] },
      },
    });
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/payment`);
    const panel = await screen.findByRole('group', { name: 'Verify your phone' });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await within(panel).findByRole('button', { name: /New code in 1:0[45]/ })).toBeDisabled();
    const digits = within(panel).getAllByRole('textbox');
    await user.click(digits[1]!);
    await user.paste('12345');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct')).toBeInTheDocument();
  });
});
