import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  anActiveSubscription,
  CHALLENGE_ID,
  fakeSubscriptionsApi,
  METHOD_ID,
} from '../testing/fake-subscriptions-api.ts';

// The page and the shell are lazy chunks: loaded once here, so no test spends its wait on them.
beforeAll(async () => {
  await import('../../../app/shell/private-layout.tsx');
  await import('./subscriptions-page.tsx');
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PAGE = '/private/subscriptions';
const failure = (status: number, error_code: string, message: string) => ({
  status,
  body: { messages: [{ error_code, message }] },
});

const payByCard = async (
  user: ReturnType<typeof userEvent.setup>,
  panel: HTMLElement,
  buttonName: RegExp,
) => {
  await user.type(await within(panel).findByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
  await user.type(within(panel).getByRole('textbox', { name: 'Expiry' }), '12/39');
  await user.type(within(panel).getByRole('textbox', { name: 'CVV' }), '123');
  await user.click(within(panel).getByRole('button', { name: buttonName }));
  const bank = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
  await user.type(within(bank).getByRole('textbox'), '1234');
  await user.click(within(bank).getByRole('button', { name: 'Confirm payment' }));
};

// Card payments walk through several steps; the machine running the suite may be busy.
describe('subscription page', { timeout: 60_000 }, () => {
  it('offers Free and Silver to a client without a plan; Free goes on after 1000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeSubscriptionsApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    const free = screen.getByRole('region', { name: 'Free' });
    const silver = screen.getByRole('region', { name: 'Silver' });
    expect(within(silver).getByText('€9.90 per month + VAT for 3 months, then €19.90')).toBeInTheDocument();
    await user.click(within(free).getByRole('button', { name: 'Continue with Free' }));
    await vi.advanceTimersByTimeAsync(900);
    expect(screen.queryByText('You stay on the free plan.')).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(await screen.findByText('You stay on the free plan.')).toBeInTheDocument();
  });

  it('upgrades: invoicing details, the phone code when required, price with taxes, card payment, success', async () => {
    const api = fakeSubscriptionsApi({ phone: { active: true, verified: false } });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Choose Silver' }));
    const panel = await screen.findByRole('dialog', { name: 'Upgrade to Silver' });
    expect(await within(panel).findByText('Ana Books SL')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));

    await user.click(await within(panel).findByRole('button', { name: 'Send code' }));
    await user.click(await within(panel).findByRole('textbox', { name: 'Digit 1 of 5' }));
    await user.keyboard('12345');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    await user.click(await within(panel).findByRole('button', { name: 'Continue' }));

    const summary = await within(panel).findByRole('region', { name: 'Your plan' });
    expect(within(summary).getByText('€9.90')).toBeInTheDocument();
    expect(within(summary).getByText('Taxes (21%)')).toBeInTheDocument();
    expect(within(summary).getByText('€2.08')).toBeInTheDocument();
    expect(within(summary).getByText('€11.98')).toBeInTheDocument();
    // Bancontact cannot pay a plan; the checkout's card and PayPal can.
    expect(within(panel).queryByRole('radio', { name: /Bancontact/ })).toBeNull();
    await payByCard(user, panel, /Subscribe and pay €11.98/);

    expect(await within(panel).findByText('Welcome to Silver')).toBeInTheDocument();
    expect(api.callsTo('POST', '/payment-methods')[0]?.body).toEqual({
      type: 'DIRECT',
      method: 'creditcard3dsecure',
      nonce: 'nonce-1',
    });
    expect(api.callsTo('POST', '/payments/3ds')[0]?.body).toEqual({ nonce: 'nonce-1', amount: 1198 });
    expect(api.callsTo('POST', '/subscriptions')).toEqual([
      expect.objectContaining({ body: { paymentMethodId: METHOD_ID, planCode: 'PLUS' } }),
    ]);
    expect(api.callsTo('POST', `/payments/3ds/${CHALLENGE_ID}/complete`)).toHaveLength(1);
  });

  it('back from PayPal, the upgrade goes on at its payment step and buys the plan with the approved account', async () => {
    const api = fakeSubscriptionsApi();
    sessionStorage.setItem('shipdeck.subscription-upgrade-paypal', '1');
    await renderApp(`${PAGE}?paymentId=PAY-1&token=T-1&PayerID=P-1`);
    const panel = await screen.findByRole('dialog', { name: 'Upgrade to Silver' });
    expect(await within(panel).findByText('Welcome to Silver')).toBeInTheDocument();
    expect(api.callsTo('POST', '/payment-methods')[0]?.body).toEqual({
      type: 'DIRECT',
      method: 'paypal',
      nonce: 'paypal-nonce',
    });
    expect(api.callsTo('POST', '/subscriptions')).toHaveLength(1);
  });

  it('asks for invoicing details before going on', async () => {
    fakeSubscriptionsApi({ hasBilling: false });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Choose Silver' }));
    const panel = await screen.findByRole('dialog', { name: 'Upgrade to Silver' });
    expect(await within(panel).findByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(within(panel).getByRole('group', { name: 'Invoicing details' })).toBeInTheDocument();
  });

  it('shows the returned message when the plan cannot be bought', async () => {
    fakeSubscriptionsApi({
      answers: { 'POST /subscriptions': failure(402, 'PaymentDenied', 'payment.error.denied') },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Choose Silver' }));
    const panel = await screen.findByRole('dialog', { name: 'Upgrade to Silver' });
    await user.click(await within(panel).findByRole('button', { name: 'Continue' }));
    await payByCard(user, panel, /Subscribe and pay/);
    expect(
      await within(panel).findByText('The payment was declined. Try another card or payment method.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByText('Welcome to Silver')).toBeNull();
  });

  it('shows the running plan: frequency, next period end in the locale, payment method, terms and cancel', async () => {
    fakeSubscriptionsApi({ subscription: anActiveSubscription() });
    await renderApp(PAGE);
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(plan).getByText('Silver')).toBeInTheDocument();
    expect(
      within(plan).getByText('You pay €11.98 every month. Next billing on 26 December 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('opens the subscription terms in the seller’s language, with the plan’s prices in their locale', async () => {
    fakeSubscriptionsApi({ subscription: anActiveSubscription() });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    await user.click(within(plan).getByRole('button', { name: 'Subscription terms' }));
    const terms = await screen.findByRole('dialog', { name: 'Subscription terms' });
    expect(within(terms).getByRole('region', { name: 'The plan' })).toHaveTextContent(
      'The Silver plan costs €9.90 a month for its first 3 months, then €19.90 a month',
    );
    expect(within(terms).getByRole('region', { name: 'Billing' })).toHaveTextContent(
      'we try again a day later, 3 attempts in all',
    );
    expect(within(terms).getByRole('region', { name: 'Cancelling' })).toHaveTextContent(
      'applies to your next 3 billings only',
    );
    await user.click(within(terms).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscription terms' })).toBeNull());
  });

  it.each([
    [
      'cancelled: the expiry date',
      anActiveSubscription({ state: 'canceled' }),
      'Your plan is cancelled. It stays active until 26 December 2026.',
    ],
    [
      'coupon: the new price at the next billing',
      anActiveSubscription({ retentionDiscount: { active: true }, nextBillingAmount: 599 }),
      'Your discount is applied: from your next billing you pay €5.99.',
    ],
    [
      'a renewal was refused: the date it is charged again',
      anActiveSubscription({ renewalRetryAt: '2026-12-27T10:00:00.000Z' }),
      'Your renewal payment was refused. We will try again on 27 December 2026: update your payment method before then to keep your plan.',
    ],
  ])('banner when %s', async (_name, subscription, text) => {
    fakeSubscriptionsApi({ subscription });
    await renderApp(PAGE);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('cancel: confirm is disabled until a reason; too expensive and eligible gets the offer; accepting applies it', async () => {
    const api = fakeSubscriptionsApi({ subscription: anActiveSubscription() });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm cancellation' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'It is too expensive' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tell us more (optional)' }), 'Slow months');
    await user.click(confirm);
    expect(
      await within(dialog).findByText('Keep Silver for €5.99 instead of €11.98 on your next 3 billings.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept the discount' }));
    expect(await within(dialog).findByText('Discount applied')).toBeInTheDocument();
    expect(api.callsTo('POST', '/subscriptions/current/retention-discount')[0]?.body).toEqual({
      reason: 'TOO_EXPENSIVE',
      comment: 'Slow months',
    });
    expect(api.callsTo('POST', '/subscriptions/current/cancel')).toHaveLength(0);
  });

  it('a refresh of the plan that fails keeps the page and the cancellation being filled in', async () => {
    const answers: Record<string, ReturnType<typeof failure>> = {};
    const api = fakeSubscriptionsApi({ subscription: anActiveSubscription(), answers });
    const user = userEvent.setup();
    const view = await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription' });
    await user.click(within(dialog).getByRole('radio', { name: 'It is too expensive' }));

    answers['GET /subscriptions/current'] = failure(503, 'ServiceUnavailable', 'error.unavailable');
    const asked = api.callsTo('GET', '/subscriptions/current').length;
    await view.queryClient.refetchQueries().catch(() => undefined);
    await waitFor(() => expect(api.callsTo('GET', '/subscriptions/current').length).toBeGreaterThan(asked));

    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'It is too expensive' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Confirm cancellation' })).toBeEnabled();
  });

  it('cancel: declining the offer cancels, and the confirmation gives the end date', async () => {
    const api = fakeSubscriptionsApi({ subscription: anActiveSubscription() });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription' });
    await user.click(within(dialog).getByRole('radio', { name: 'It is too expensive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    await user.click(await within(dialog).findByRole('button', { name: 'No thanks, cancel' }));
    expect(
      await within(dialog).findByText(
        'Your subscription is cancelled. Your plan stays active until 26 December 2026.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/subscriptions/current/cancel')[0]?.body).toEqual({
      reason: 'TOO_EXPENSIVE',
    });
  });

  it('cancel: another reason, or no eligibility, cancels without an offer', async () => {
    const api = fakeSubscriptionsApi({ subscription: anActiveSubscription(), eligible: false });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription' });
    await user.click(within(dialog).getByRole('radio', { name: 'It is too expensive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(dialog).findByText(/Your subscription is cancelled/)).toBeInTheDocument();
    expect(within(dialog).queryByText('Stay for less')).toBeNull();
    expect(api.callsTo('POST', '/subscriptions/current/cancel')).toHaveLength(1);
  });

  it('a failed retention discount is an internal-server-error toast', async () => {
    fakeSubscriptionsApi({
      subscription: anActiveSubscription(),
      answers: {
        'POST /subscriptions/current/retention-discount': failure(500, 'InternalError', 'error.internal'),
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription' });
    await user.click(within(dialog).getByRole('radio', { name: 'It is too expensive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Accept the discount' }));
    expect(
      await screen.findByText('Something went wrong on our side. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('edits the payment method; a refused edit is error.payment.setup', async () => {
    const api = fakeSubscriptionsApi({
      subscription: anActiveSubscription(),
      answers: { 'PATCH /subscriptions/current': failure(404, 'NotFound', 'payment-method.error.not-found') },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Change payment method' }));
    const panel = await screen.findByRole('dialog', { name: 'Change payment method' });
    await payByCard(user, panel, /Save payment method/);
    expect(
      await within(panel).findByText(
        'We could not set up this payment method for your subscription. Try again or use another method.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/subscriptions/current')[0]?.body).toEqual({ paymentMethodId: METHOD_ID });
  });

  it('edits the payment method and confirms it', async () => {
    fakeSubscriptionsApi({ subscription: anActiveSubscription() });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Change payment method' }));
    const panel = await screen.findByRole('dialog', { name: 'Change payment method' });
    await payByCard(user, panel, /Save payment method/);
    expect(await screen.findByText('Your payment method was changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change payment method' })).toBeNull());
  });

  it('a failed registration of the new card shows why, and the plan keeps its method', async () => {
    const api = fakeSubscriptionsApi({
      subscription: anActiveSubscription(),
      answers: { 'POST /payment-methods': failure(422, 'InvalidPayload', 'payment.error.nonce-invalid') },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Change payment method' }));
    const panel = await screen.findByRole('dialog', { name: 'Change payment method' });
    await payByCard(user, panel, /Save payment method/);
    expect(
      await within(panel).findByText('The payment details expired. Enter them again.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/subscriptions/current')).toHaveLength(0);
  });

  it('a tenant without the subscription model offers no plan', async () => {
    fakeSubscriptionsApi({ tenantId: 'be-carrier' });
    await renderApp('/be/private/subscriptions');
    expect(await screen.findByText(/does not offer plans for your account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Silver' })).toBeNull();
  });
});
