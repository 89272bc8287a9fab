import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aDraft, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const draft = (reference: string) =>
  aDraft({
    reference,
    step: 'PAYMENT',
    data: {
      from: { alpha2Code: 'GB', zipCode: 'SW1A 2AA' },
      to: { alpha2Code: 'GB', zipCode: 'M1 1AE' },
      service: aServiceSnapshot({
        id: 'royal-mail-tracked-48',
        carrierName: 'Royal Mail',
        name: 'Tracked 48',
      }),
      content: { description: 'Books', value: 3500 },
    },
  });

describe('a price that cannot be had', () => {
  it('says the service no longer serves the route and leads to choosing another, not to the connection', async () => {
    const reference = 'SD26DRAFTGB02';
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      [`GET /shipments/${reference}`]: { status: 200, body: draft(reference) },
      [`GET /shipments/${reference}/products`]: {
        status: 422,
        body: {
          messages: [{ error_code: 'MissingCarrierProduct', message: 'carrier.error.service-not-offered' }],
        },
      },
      'GET /billing-client': { status: 200, body: { billingClient: null } },
      'GET /phone-verification/status': { status: 200, body: { active: false, verified: true, phone: null } },
      'GET /payment-methods': { status: 200, body: [] },
      'GET /services': { status: 200, body: { services: [] } },
    });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${reference}/create/payment`);
    expect(
      await screen.findByText('This service does not take these parcels on this route.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/connection/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another service' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${reference}/create/service`));
  });
});
