import type { DeferredPayment } from '@shipdeck/domain/payments/payments.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { type MockResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PAGE = '/private/settings/billing/payment';

const deferredPayment = (overrides: Partial<DeferredPayment> = {}): DeferredPayment => ({
  isTabVisible: true,
  instrument: null,
  isDirectDebitVisible: true,
  verification: { amount: 1, currency: 'EUR' },
  ...overrides,
});

const visa = {
  id: '0b8c3f7e-6f1a-4c51-9a49-1e0d0f3f2a10',
  method: 'creditcard3dsecure' as const,
  cardType: 'Visa',
  cardLastFour: '1111',
  paypalAccountEmail: null,
  ibanLastFour: null,
  since: '2026-11-20T10:00:00.000Z',
};

const fakePaymentApi = (
  options: { deferred?: DeferredPayment; save?: MockResponse; debit?: MockResponse } = {},
) => {
  let current = options.deferred ?? deferredPayment();
  return mockApi({
    'GET /init': { status: 200, body: buildInit() },
    'GET /billing/deferred-payment': () => ({ status: 200, body: current }),
    'POST /payments/sandbox/tokenize': { status: 200, body: { nonce: 'card-nonce', details: {} } },
    'POST /payments/3ds': { status: 200, body: { challengeId: '5d1f4f8e-2b9c-4d7a-8e55-3c2b1a0f9e11' } },
    'POST /payments/3ds/5d1f4f8e-2b9c-4d7a-8e55-3c2b1a0f9e11/complete': {
      status: 200,
      body: { nonce: 'card-nonce' },
    },
    'POST /payments/paypal/complete': { status: 200, body: { nonce: 'paypal-nonce' } },
    'POST /payment-methods': ({ body }) => {
      if (options.save) return options.save;
      const isPayPal = (body as { method: string }).method === 'paypal';
      current = {
        ...current,
        instrument: isPayPal
          ? {
              ...visa,
              method: 'paypal',
              cardType: null,
              cardLastFour: null,
              paypalAccountEmail: 'buyer@paypal.example',
            }
          : visa,
      };
      return { status: 201, body: { id: visa.id } };
    },
    'POST /billing/direct-debit-requests': () =>
      options.debit ?? {
        status: 201,
        body: {
          id: 'm-1',
          reference: 'SD-DD-ABC123',
          documentUrl: '/api/v1/billing/direct-debit-mandates/m-1/document',
        },
      },
  });
};

/** Pasted rather than typed key by key: the same change events, a fraction of the renders. */
const fill = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) => {
  await user.click(input);
  await user.paste(value);
};

const typeCard = async (user: ReturnType<typeof userEvent.setup>, section: HTMLElement) => {
  await fill(user, within(section).getByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
  await fill(user, within(section).getByRole('textbox', { name: 'Expiry' }), '12/39');
  await fill(user, within(section).getByRole('textbox', { name: 'CVV' }), '123');
};

describe('billing → payment', () => {
  it('shows the payment tab only to a client who may defer', async () => {
    fakePaymentApi({ deferred: deferredPayment({ isTabVisible: false, isDirectDebitVisible: false }) });
    await renderApp('/private/settings/billing/transactions');
    await screen.findByRole('tab', { name: 'Transactions', selected: true });
    expect(screen.queryByRole('tab', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('sets a card through 3-D Secure for the 0.01 verification: closed, open, loading, then the summary', async () => {
    const api = fakePaymentApi();
    const user = userEvent.setup();
    await renderApp(PAGE);
    expect(await screen.findByRole('tab', { name: 'Payment', selected: true })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Deferred payment' });
    expect(
      within(section).getByText('No payment method is set for deferred payment yet.'),
    ).toBeInTheDocument();
    // Closed: only the button.
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Set payment method' }));
    // Open: the methods (3-D Secure card and PayPal only) and the verification amount.
    const form = within(section).getByRole('form', { name: 'Payment method' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['creditcard3dsecure', 'paypal']);
    expect(within(form).getByText('To verify it we charge €0.01 and refund it at once.')).toBeInTheDocument();
    await typeCard(user, form);
    await user.click(within(form).getByRole('button', { name: 'Verify and save' }));
    // Loading while the bank asks for its code.
    const bank = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(api.calls.find((call) => call.path === '/payments/3ds')?.body).toEqual({
      nonce: 'card-nonce',
      amount: 1,
    });
    await fill(user, within(bank).getByRole('textbox', { name: 'Confirmation code' }), '1234');
    await user.click(within(bank).getByRole('button', { name: 'Confirm payment' }));

    expect(await screen.findByText('Deferred payment method saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/payment-methods')?.body).toEqual({
      type: 'DEFERRED',
      method: 'creditcard3dsecure',
      nonce: 'card-nonce',
    });
    expect(await within(section).findByText('Visa card ending in 1111')).toBeInTheDocument();
    expect(within(section).getByText('Since 20 November 2026')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Change payment method' })).toBeInTheDocument();
  });

  it('shows the card processor refusal in a toast and closes the form', async () => {
    fakePaymentApi({
      save: {
        status: 402,
        body: { messages: [{ error_code: 'PaymentDenied', message: 'payment.error.denied' }] },
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const section = await screen.findByRole('region', { name: 'Deferred payment' });
    await user.click(within(section).getByRole('button', { name: 'Set payment method' }));
    await typeCard(user, within(section).getByRole('form'));
    await user.click(within(section).getByRole('button', { name: 'Verify and save' }));
    const bank = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    await fill(user, within(bank).getByRole('textbox', { name: 'Confirmation code' }), '1234');
    await user.click(within(bank).getByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByText('The payment was declined. Try another card or payment method.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('form')).not.toBeInTheDocument());
    expect(within(section).getByRole('button', { name: 'Set payment method' })).toBeInTheDocument();
  });

  it('saves PayPal when the seller comes back from approving the verification', async () => {
    const api = fakePaymentApi();
    await renderApp(`${PAGE}?paymentId=PAYID-1&token=EC-1&PayerID=P1`);
    expect(await screen.findByText('Deferred payment method saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/payments/paypal/complete')?.body).toEqual({
      paymentId: 'PAYID-1',
      token: 'EC-1',
      PayerID: 'P1',
    });
    expect(api.calls.find((call) => call.path === '/payment-methods')?.body).toEqual({
      type: 'DEFERRED',
      method: 'paypal',
      nonce: 'paypal-nonce',
    });
    const section = screen.getByRole('region', { name: 'Deferred payment' });
    expect(await within(section).findByText('PayPal (buyer@paypal.example)')).toBeInTheDocument();
  });

  it('checks IBAN and BIC before the direct debit request, then opens the mandate', async () => {
    const api = fakePaymentApi();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    await renderApp(PAGE);
    const debit = await screen.findByRole('region', { name: 'Direct debit information' });
    await fill(user, within(debit).getByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 01');
    await fill(user, within(debit).getByRole('textbox', { name: 'BIC' }), 'COBADEFFXXX');
    await user.click(within(debit).getByRole('button', { name: 'Request direct debit' }));
    expect(within(debit).getByRole('textbox', { name: 'IBAN' })).toHaveAccessibleDescription(
      'Enter a valid IBAN.',
    );
    expect(api.calls.some((call) => call.path === '/billing/direct-debit-requests')).toBe(false);

    await user.clear(within(debit).getByRole('textbox', { name: 'IBAN' }));
    await fill(user, within(debit).getByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 00');
    await user.click(within(debit).getByRole('button', { name: 'Request direct debit' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/api/v1/billing/direct-debit-mandates/m-1/document', '_blank'),
    );
    expect(api.calls.find((call) => call.path === '/billing/direct-debit-requests')?.body).toEqual({
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
    expect(screen.getByRole('link', { name: 'Open mandate SD-DD-ABC123' })).toHaveAttribute(
      'href',
      '/api/v1/billing/direct-debit-mandates/m-1/document',
    );
  });

  it('says so in a toast when the direct debit request fails', async () => {
    fakePaymentApi({
      debit: { status: 500, body: { messages: [{ error_code: 'InternalError', message: 'error.default' }] } },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const debit = await screen.findByRole('region', { name: 'Direct debit information' });
    await fill(user, within(debit).getByRole('textbox', { name: 'IBAN' }), 'DE89370400440532013000');
    await fill(user, within(debit).getByRole('textbox', { name: 'BIC' }), 'COBADEFF');
    await user.click(within(debit).getByRole('button', { name: 'Request direct debit' }));
    expect(
      await screen.findByText('We could not request direct debit. Please try again.'),
    ).toBeInTheDocument();
  });

  it('hides direct debit information when it is not offered', async () => {
    fakePaymentApi({
      deferred: deferredPayment({
        instrument: {
          ...visa,
          method: 'directdebit',
          cardType: null,
          cardLastFour: null,
          ibanLastFour: '3000',
        },
        isDirectDebitVisible: false,
      }),
    });
    await renderApp(PAGE);
    const section = await screen.findByRole('region', { name: 'Deferred payment' });
    expect(within(section).getByText('Direct debit from the account ending in 3000')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Direct debit information' })).not.toBeInTheDocument();
  });
});
