import { PLANS } from '@shipdeck/domain/subscriptions/plans';
import type { Subscription } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import type { TenantId } from '@shipdeck/domain/tenants/tenants';
import { buildInit } from '../../../testing/fixtures.ts';
import { type MockResponse, stubApiFetch } from '../../../testing/mock-api.ts';

export const METHOD_ID = '55555555-5555-4555-8555-555555555555';
export const CHALLENGE_ID = '66666666-6666-4666-8666-666666666666';

export const anActiveSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: '33333333-3333-4333-8333-333333333333',
  state: 'active',
  plan: { name: 'silver', code: 'PLUS' },
  interval: 'month',
  retentionDiscount: { active: false },
  currentPeriodEndsAt: '2026-12-26T10:00:00.000Z',
  currentBillingAmount: 1198,
  currentBillingCurrency: 'EUR',
  nextBillingAmount: 1198,
  paymentMethod: 'CREDITCARD',
  paymentMethodId: METHOD_ID,
  renewalRetryAt: null,
  ...overrides,
});

const BILLING = {
  type: 'business',
  companyName: 'Ana Books SL',
  taxId: 'B12345678',
  firstName: 'Ana',
  lastName: 'García',
  email: 'billing@example.es',
  phone: '+34600000012',
  address: 'Calle Mayor 1',
  address2: null,
  location: 'Madrid',
  zipCode: '28013',
  state: null,
  country: 'ES',
  eoriNumber: null,
  vatNumber: null,
  iossNumber: null,
};

/**
 * An in-memory stand-in for the subscription endpoints and what the upgrade uses (invoicing
 * details, phone status and codes, the sandbox gateway's card steps, stored methods).
 */
export const fakeSubscriptionsApi = (
  options: {
    subscription?: Subscription | null;
    tenantId?: TenantId;
    hasBilling?: boolean;
    phone?: { active: boolean; verified: boolean };
    eligible?: boolean;
    answers?: Record<string, MockResponse>;
  } = {},
) => {
  const state = {
    subscription: options.subscription ?? null,
    phone: { ...(options.phone ?? { active: false, verified: false }), phone: '+34600000012' },
  };
  const calls: { method: string; path: string; body: unknown }[] = [];
  const ok = (body: unknown): MockResponse => ({ status: 200, body });
  const answer = (method: string, path: string, body: unknown): MockResponse => {
    const override = options.answers?.[`${method} ${path}`];
    if (override) return override;
    switch (`${method} ${path}`) {
      case 'GET /init':
        return ok(buildInit({ tenantId: options.tenantId }));
      case 'GET /subscriptions/current':
        return ok({ subscription: state.subscription });
      case 'GET /subscriptions/plans':
        return ok(PLANS);
      case 'GET /subscriptions/plans/PLUS/price':
        return ok({
          planCode: 'PLUS',
          subtotal: 990,
          taxes: { rate: 21, total: 208 },
          total: 1198,
          currency: 'EUR',
        });
      case 'GET /billing-client':
        return ok({ billingClient: (options.hasBilling ?? true) ? BILLING : null });
      case 'GET /phone-verification/status':
        return ok(state.phone);
      case 'POST /phone-verification/send':
        return ok({ verificationResult: 'sent', nextRetryInMs: 60_000 });
      case 'POST /phone-verification/verify':
        state.phone = { ...state.phone, verified: true };
        return ok({ verified: true });
      case 'GET /payment-methods/available':
        return ok({
          methods: [
            { method: 'creditcard3dsecure', type: 'DIRECT' },
            { method: 'paypal', type: 'DIRECT' },
            { method: 'bancontact', type: 'DIRECT' },
          ],
          preferred: null,
          isDeferredEligible: false,
        });
      case 'GET /payment-methods':
        return ok([]);
      case 'POST /payments/sandbox/tokenize':
        return ok({ nonce: 'nonce-1', details: {} });
      case 'POST /payments/3ds':
        return ok({ challengeId: CHALLENGE_ID });
      case `POST /payments/3ds/${CHALLENGE_ID}/complete`:
        return ok({ nonce: 'nonce-1' });
      case 'POST /payments/paypal/complete':
        return ok({ nonce: 'paypal-nonce' });
      case 'POST /payment-methods':
        return { status: 201, body: { id: METHOD_ID } };
      case 'POST /subscriptions':
        state.subscription = anActiveSubscription();
        return { status: 201, body: state.subscription };
      case 'PATCH /subscriptions/current':
        state.subscription = anActiveSubscription({
          paymentMethodId: (body as { paymentMethodId: string }).paymentMethodId,
        });
        return ok(state.subscription);
      case 'POST /subscriptions/current/cancel':
        state.subscription = anActiveSubscription({ state: 'canceled' });
        return ok(state.subscription);
      case 'GET /subscriptions/current/retention-discount':
        return ok({
          eligible: options.eligible ?? true,
          discount: { type: 'percentage', value: 50, currency: 'EUR' },
          discountedAmount: 599,
          currentAmount: 1198,
        });
      case 'POST /subscriptions/current/retention-discount':
        state.subscription = anActiveSubscription({
          retentionDiscount: { active: true },
          nextBillingAmount: 599,
        });
        return ok(state.subscription);
      default:
        return { status: 404, body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] } };
    }
  };
  stubApiFetch(({ method, path, body }) => {
    calls.push({ method, path, body });
    return answer(method, path, body);
  });
  return {
    calls,
    state,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
};
