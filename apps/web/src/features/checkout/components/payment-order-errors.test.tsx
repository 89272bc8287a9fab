import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aBillingClient, aDraft, aPrice, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFT0001';
const PAYMENT = `/private/shipments/${REF}/create/payment`;

/** The payment step of a draft paid by Bancontact (no card challenge before the order). */
const setUp = (order: { status: number; body: unknown }) =>
  mockApi({
    'GET /init': { status: 200, body: buildInit() },
    [`GET /shipments/${REF}`]: {
      status: 200,
      body: aDraft({
        step: 'PAYMENT',
        data: { service: aServiceSnapshot(), content: { description: 'Books', value: 2500 } },
      }),
    },
    [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice() },
    [`PUT /shipments/${REF}/products`]: { status: 200, body: aPrice().shipmentsPriceDetails[0] },
    'GET /billing-client': { status: 200, body: { billingClient: aBillingClient() } },
    'GET /phone-verification/status': { status: 200, body: { active: false, verified: true, phone: null } },
    'GET /payment-methods': { status: 200, body: [] },
    'GET /payment-methods/available': {
      status: 200,
      body: {
        methods: [{ method: 'bancontact', type: 'DIRECT' }],
        preferred: null,
        isDeferredEligible: false,
      },
    },
    'POST /payments/sandbox/tokenize': { status: 200, body: { nonce: 'bancontact-nonce' } },
    'POST /orders': order,
  });

/** Every text on screen that holds `part` (toasts and the error box may both show it). */
const textsWith = (part: string) =>
  screen.queryAllByText(
    (_content, element) => Boolean(element?.textContent?.includes(part)) && element?.children.length === 0,
  );

describe('order errors as the seller reads them', () => {
  it('gives each field error its own message: the field by name and its rule', async () => {
    setUp({
      status: 422,
      body: {
        messages: [
          { error_code: 'RequiredField', message: 'form.error.required', field: 'payment.nonce' },
          {
            error_code: 'MaxSizeExceededField',
            message: 'form.error.max-size',
            field: 'orderCustomReference',
          },
        ],
      },
    });
    const user = userEvent.setup();
    const view = await renderApp(PAYMENT);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/address`));
    await waitFor(() => expect(textsWith('Payment details is required').length).toBeGreaterThan(0));
    expect(textsWith('Order reference is too long').length).toBeGreaterThan(0);
    expect(textsWith('Please check the data')).toHaveLength(0);
    expect(textsWith('This field')).toHaveLength(0);
  });

  it("cleans the carrier's own texts: no 'Reason:' or reference prefix, and one line for the same text twice", async () => {
    setUp({
      status: 201,
      body: {
        orderReference: 'OR9',
        totalAmount: 0,
        currency: 'EUR',
        shipments: [
          {
            reference: REF,
            status: false,
            error_code: 'CarrierProductFailure',
            message: `${REF}: Reason: Street not found`,
          },
          {
            reference: 'SD26DRAFT0002',
            status: false,
            error_code: 'CarrierProductFailure',
            message: 'Reason: Street not found',
          },
        ],
      },
    });
    const user = userEvent.setup();
    await renderApp(PAYMENT);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const alert = await screen.findByRole('alert', { name: /did not go through/ });
    expect(alert).toHaveTextContent('Street not found');
    expect(alert).not.toHaveTextContent('Reason');
    expect(alert).not.toHaveTextContent(REF);
    expect(alert.textContent?.match(/Street not found/g)).toHaveLength(1);
  });
});
