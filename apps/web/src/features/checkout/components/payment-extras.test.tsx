import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { PRODUCTS_DEBOUNCE_MS } from '../../shipment-draft/index.ts';
import { aBillingClient, aDraft, aPrice, aServiceSnapshot, product } from '../testing/checkout-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** From here on time moves only when the test moves it (the page is loaded on real time first). */
const takeTheClock = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library flushes its async work with a setTimeout(0) it advances only through `jest`.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
};
const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const REF = 'SD26DRAFT0001';
const PAYMENT = `/private/shipments/${REF}/create/payment`;
const draft = aDraft({
  step: 'PAYMENT',
  data: { service: aServiceSnapshot(), content: { description: 'Books', value: 2500 } },
});
const billing = aBillingClient();

const setUp = (options: { price?: ReturnType<typeof aPrice>; available?: unknown; saved?: unknown[] } = {}) =>
  mockApi({
    'GET /init': { status: 200, body: buildInit() },
    [`GET /shipments/${REF}`]: { status: 200, body: draft },
    [`GET /shipments/${REF}/products`]: { status: 200, body: options.price ?? aPrice() },
    [`PUT /shipments/${REF}/products`]: {
      status: 200,
      body: (options.price ?? aPrice()).shipmentsPriceDetails[0],
    },
    'GET /billing-client': { status: 200, body: { billingClient: billing } },
    'GET /phone-verification/status': { status: 200, body: { active: false, verified: true, phone: null } },
    'GET /payment-methods': { status: 200, body: options.saved ?? [] },
    'GET /payment-methods/available': {
      status: 200,
      body: options.available ?? {
        methods: [
          { method: 'creditcard3dsecure', type: 'DIRECT' },
          { method: 'paypal', type: 'DIRECT' },
        ],
        preferred: null,
        isDeferredEligible: false,
      },
    },
  });

describe('payment extras', () => {
  it('sends the extras once, 300 ms after the last change', async () => {
    const api = setUp({
      price: aPrice({
        available: {
          adultSignature: product(true, 300),
          additionalHandling: product(true, 500),
          proofOfDelivery: product(true, 100),
        },
      }),
    });
    await renderApp(PAYMENT);
    const extras = await screen.findByRole('group', { name: 'Insurance and extra services' });
    const user = takeTheClock();
    await user.click(within(extras).getByRole('checkbox', { name: /Adult signature/ }));
    await user.click(within(extras).getByRole('checkbox', { name: /Additional handling/ }));
    await user.click(within(extras).getByRole('checkbox', { name: /Proof of delivery/ }));
    const puts = () => api.calls.filter((call) => call.method === 'PUT');
    await passTime(PRODUCTS_DEBOUNCE_MS - 1);
    expect(puts()).toHaveLength(0);
    await passTime(1);
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      adultSignature: true,
      additionalHandling: true,
      proofOfDelivery: true,
    });
    await passTime(10 * PRODUCTS_DEBOUNCE_MS);
    expect(puts()).toHaveLength(1);
  });

  it('asks for the insurance again when the content value changed, then insures the new value', async () => {
    const api = setUp({
      price: aPrice({
        available: {
          insurance: {
            ...product(true, 150),
            baseCoverage: 5000,
            tiers: [{ ...product(true, 150), coverage: 50_000 }],
          },
        },
        selection: { insurance: { option: 'ENHANCED', value: 1000, coverage: 1000 } },
      }),
    });
    const user = userEvent.setup();
    await renderApp(PAYMENT);
    expect(await screen.findByText(/The content value changed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /^Insurance/ }));
    await user.click(await screen.findByRole('option', { name: 'Enhanced carrier insurance', hidden: true }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      insurance: { option: 'ENHANCED', value: 2500 },
    });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();

    // The insured value: at least 0.10 with at most 2 decimals, else paying waits.
    const value = screen.getByRole('textbox', { name: /^Insured value/ });
    expect(value).toHaveValue('25.00');
    await user.clear(value);
    await user.type(value, '0,05');
    expect(await screen.findByText('The insured value must be at least 0.10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await user.clear(value);
    await user.type(value, '300');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
        insurance: { option: 'ENHANCED', value: 30000 },
      }),
    );
  }, 20_000);

  it('refuses an IBAN that fails the checksum and an amount above the service maximum', async () => {
    const api = setUp({
      price: aPrice({ available: { cashOnDelivery: { ...product(true, 250), maxAmount: 5000 } } }),
    });
    await renderApp(PAYMENT);
    const extras = await screen.findByRole('group', { name: 'Insurance and extra services' });
    const user = takeTheClock();
    await user.click(within(extras).getByRole('checkbox', { name: /Cash on delivery/ }));
    await user.type(within(extras).getByRole('textbox', { name: /^Account holder/ }), 'Jo');
    await user.type(within(extras).getByRole('textbox', { name: /^Amount to collect/ }), '60');
    await user.type(within(extras).getByRole('textbox', { name: /^IBAN/ }), 'ES00 0000');
    expect(within(extras).getByText('The IBAN is not valid')).toBeInTheDocument();
    expect(
      within(extras).getByText("Amount to collect (EUR) must be below the service's maximum"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    // Well past the debounce: nothing invalid is sent.
    await passTime(10 * PRODUCTS_DEBOUNCE_MS);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  }, 15_000);
});

describe('payment method defaults', () => {
  it('preselects Bancontact when it was the last method, and offers invoice payment only when eligible', async () => {
    setUp({
      available: {
        methods: [
          { method: 'creditcard3dsecure', type: 'DIRECT' },
          { method: 'bancontact', type: 'DIRECT' },
          { method: 'deferred', type: 'DEFERRED' },
        ],
        preferred: 'bancontact',
        isDeferredEligible: false,
      },
    });
    await renderApp(PAYMENT);
    expect(await screen.findByRole('radio', { name: 'Bancontact' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Pay by invoice' })).not.toBeInTheDocument();
  });

  it('pays by invoice when the client is eligible', async () => {
    const api = setUp({
      available: {
        methods: [
          { method: 'creditcard3dsecure', type: 'DIRECT' },
          { method: 'deferred', type: 'DEFERRED' },
        ],
        preferred: null,
        isDeferredEligible: true,
      },
    });
    api.set('POST /payments/sandbox/tokenize', { status: 200, body: { nonce: 'deferred-nonce' } });
    api.set('POST /orders', {
      status: 201,
      body: {
        orderReference: 'OR3',
        totalAmount: 1210,
        currency: 'EUR',
        shipments: [{ reference: REF, status: true }],
      },
    });
    const user = userEvent.setup();
    const view = await renderApp(PAYMENT);
    await user.click(await screen.findByRole('radio', { name: 'Pay by invoice' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/details`));
    expect(api.calls.find((call) => call.path === '/orders')?.body).toMatchObject({
      payment: { method: 'deferred', type: 'DEFERRED', nonce: 'deferred-nonce' },
    });
  });
});

describe('own-contract orders', () => {
  it('pays own-contract shipments under the contract once a stored method exists', async () => {
    const price = aPrice();
    price.shipmentsPriceDetails[0]!.isOwnContract = true;
    const api = setUp({
      price,
      saved: [
        {
          id: '00000000-0000-4000-8000-0000000000aa',
          method: 'creditcard3dsecure',
          type: 'DIRECT',
          currency: 'EUR',
          cardLastFour: '1111',
          cardType: 'visa',
          cardExpiration: '12/30',
          paypalAccountEmail: null,
          ibanLastFour: null,
          isLastUsed: true,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    api.set('POST /orders', {
      status: 201,
      body: {
        orderReference: 'OR4',
        totalAmount: 1210,
        currency: 'EUR',
        shipments: [{ reference: REF, status: true }],
      },
    });
    const user = userEvent.setup();
    const view = await renderApp(PAYMENT);
    expect(await screen.findByText('Paid under your own carrier contract.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/details`));
    expect(api.calls.find((call) => call.path === '/orders')?.body).toMatchObject({
      payment: { method: 'owncontract', type: 'DIRECT' },
    });
  });
});
