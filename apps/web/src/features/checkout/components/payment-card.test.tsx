import { EventType } from '@shipdeck/domain/events/event-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  dispatchRealtimeEvent,
  registerShellEventHandlers,
} from '../../../shared/realtime/event-handlers.ts';
import { buildInit } from '../../../testing/fixtures.ts';
import { type MockResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aBillingClient, aDraft, aPrice, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFT0001';
const PAYMENT = `/private/shipments/${REF}/create/payment`;
const CHALLENGE = '00000000-0000-4000-8000-000000000001';
const SAVED_ID = '00000000-0000-4000-8000-0000000000aa';
const draft = aDraft({
  step: 'PAYMENT',
  data: { service: aServiceSnapshot(), content: { description: 'Books', value: 2500 } },
});
const order = {
  status: 201,
  body: {
    orderReference: 'OR1',
    totalAmount: 1210,
    currency: 'EUR',
    shipments: [{ reference: REF, status: true }],
  },
};
const savedCard = (isLastUsed: boolean) => ({
  id: SAVED_ID,
  method: 'creditcard3dsecure',
  type: 'DIRECT',
  currency: 'EUR',
  cardLastFour: '1111',
  cardType: 'Visa',
  cardExpiration: '12/30',
  paypalAccountEmail: null,
  ibanLastFour: null,
  isLastUsed,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const setUp = (options: { saved?: unknown[]; extra?: Record<string, MockResponse> } = {}) =>
  mockApi({
    'GET /init': { status: 200, body: buildInit() },
    [`GET /shipments/${REF}`]: { status: 200, body: draft },
    [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice() },
    'GET /billing-client': { status: 200, body: { billingClient: aBillingClient() } },
    'GET /phone-verification/status': { status: 200, body: { active: false, verified: true, phone: null } },
    'GET /payment-methods': { status: 200, body: options.saved ?? [] },
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
    'POST /payments/sandbox/tokenize': { status: 200, body: { nonce: 'nonce-1' } },
    'POST /payments/3ds': { status: 200, body: { challengeId: CHALLENGE } },
    [`POST /payments/3ds/${CHALLENGE}/complete`]: { status: 200, body: { nonce: 'nonce-1' } },
    'POST /orders': order,
    ...options.extra,
  });

const typeCard = async (
  user: ReturnType<typeof userEvent.setup>,
  card: { number: string; expiry: string; cvv: string },
) => {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), card.number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry' }), card.expiry);
  await user.type(screen.getByRole('textbox', { name: 'CVV' }), card.cvv);
};

const confirmWithBank = async (user: ReturnType<typeof userEvent.setup>) => {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation code' }), '1234');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
};

describe('the saved invoicing details', () => {
  it('show the address the way its country writes it: a British postcode after the town, the country by its name', async () => {
    setUp();
    await renderApp(PAYMENT);
    const invoice = await screen.findByRole('group', { name: 'Invoicing details' });
    expect(
      await within(invoice).findByText('1 Mayfair, London, W1K 1AA, United Kingdom'),
    ).toBeInTheDocument();
  });
});

describe('the card form (a typo stays on its field)', () => {
  it('a mistyped number, a past expiry and a 2-digit code keep the seller on the payment step with each error on its field', async () => {
    const api = setUp();
    const user = userEvent.setup();
    const view = await renderApp(PAYMENT);
    await typeCard(user, { number: '4111 1111 1111 1112', expiry: '01/20', cvv: '12' });
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(await screen.findByText('The card number is not valid.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Expiry' })).toHaveAccessibleDescription(
      'This card has expired.',
    );
    expect(screen.getByRole('textbox', { name: 'CVV' })).toHaveAttribute('aria-invalid', 'true');
    expect(view.location()).toBe(PAYMENT);
    expect(api.calls.some((call) => call.path === '/payments/sandbox/tokenize')).toBe(false);
    expect(api.calls.some((call) => call.path === '/orders')).toBe(false);

    // Correcting the number clears its error only.
    await user.clear(number);
    await user.type(number, '4111 1111 1111 1111');
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Expiry' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('a card the gateway refuses stays on the payment step with the reason on the field it names', async () => {
    setUp({
      extra: {
        'POST /payments/sandbox/tokenize': {
          status: 422,
          body: {
            messages: [
              { error_code: 'InvalidPayload', message: 'payment.error.card-cvv', field: 'card.cvv' },
            ],
          },
        },
      },
    });
    const user = userEvent.setup();
    const view = await renderApp(PAYMENT);
    await typeCard(user, { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' });
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'CVV' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByRole('textbox', { name: 'CVV' })).toHaveAccessibleDescription(
      'Enter the security code: 3 digits on the back of the card (4 on the front for American Express).',
    );
    expect(view.location()).toBe(PAYMENT);
  });
});

describe('saved cards', () => {
  it('keeps the card only with the consent box ticked, then pays with the kept card', async () => {
    const api = setUp({
      extra: { 'POST /payment-methods': { status: 201, body: { id: SAVED_ID } } },
    });
    const user = userEvent.setup();
    const view = await renderApp(PAYMENT);
    await typeCard(user, { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' });
    const consent = screen.getByRole('checkbox', { name: 'Keep this card for my next payments' });
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await confirmWithBank(user);

    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/details`));
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === '/payment-methods')?.body,
    ).toEqual({
      type: 'DIRECT',
      method: 'creditcard3dsecure',
      nonce: 'nonce-1',
    });
    expect(api.calls.find((call) => call.path === '/orders')?.body).toMatchObject({
      payment: { method: 'creditcard3dsecure', paymentMethodId: SAVED_ID },
    });
  });

  it('keeps nothing without consent', async () => {
    const api = setUp();
    const user = userEvent.setup();
    const view = await renderApp(PAYMENT);
    await typeCard(user, { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await confirmWithBank(user);
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/details`));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/payment-methods')).toBe(false);
    expect(api.calls.find((call) => call.path === '/orders')?.body).toMatchObject({
      payment: { method: 'creditcard3dsecure', nonce: 'nonce-1' },
    });
  });

  it('offers the card kept last time first and pays with it without typing it again', async () => {
    const api = setUp({ saved: [savedCard(true)] });
    const user = userEvent.setup();
    const view = await renderApp(PAYMENT);
    expect(await screen.findByRole('radio', { name: 'Saved Card 1111' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/details`));
    expect(api.calls.some((call) => call.path === '/payments/sandbox/tokenize')).toBe(false);
    expect(api.calls.find((call) => call.path === '/orders')?.body).toMatchObject({
      payment: { method: 'creditcard3dsecure', paymentMethodId: SAVED_ID },
    });
  });
});

describe('a payment method saved elsewhere', () => {
  it('shows on the open payment step when its event arrives, without a reload', async () => {
    const api = setUp({ saved: [] });
    // What the shell listens to while its event socket is open (component tests open none).
    const unregister = registerShellEventHandlers();
    onTestFinished(unregister);
    const view = await renderApp(PAYMENT);
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();

    api.set('GET /payment-methods', { status: 200, body: [savedCard(true)] });
    act(() =>
      dispatchRealtimeEvent(
        { id: '1', type: EventType.PaymentMethodUpsert, payload: { id: SAVED_ID }, createdAt: '' },
        view.queryClient,
      ),
    );
    expect(await screen.findByRole('radio', { name: 'Saved Card 1111' })).toBeInTheDocument();
  });
});

describe('invoicing details before there are any', () => {
  it("default to the client's own details and country", async () => {
    const init = buildInit({ tenantId: 'main' });
    init.client.alpha2Code = 'ES';
    init.client.address = 'Calle Mayor 1';
    init.client.zipCode = '28013';
    init.client.city = 'Madrid';
    setUp({
      extra: {
        'GET /init': { status: 200, body: init },
        'GET /billing-client': { status: 200, body: { billingClient: null } },
      },
    });
    await renderApp(PAYMENT);
    const invoice = await screen.findByRole('group', { name: 'Invoicing details' });
    expect(within(invoice).getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
    expect(within(invoice).getByRole('textbox', { name: /^Address/ })).toHaveValue('Calle Mayor 1');
    expect(within(invoice).getByRole('textbox', { name: /^Postcode/ })).toHaveValue('28013');
    expect(within(invoice).getByRole('combobox', { name: /^Country/ })).toHaveValue('Spain');
  });
});
