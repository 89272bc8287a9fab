import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { type ApiCall, type MockResponse, stubApiFetch } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aDraft, aService } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFT0001';

const extraCost = (totalPrice: number) => ({
  basePrice: totalPrice,
  taxPrice: 0,
  totalPrice,
  currency: 'EUR' as const,
});

const fakeServiceStep = (services: ReturnType<typeof aService>[]) => {
  const routes: Record<string, MockResponse> = {
    'GET /init': { status: 200, body: buildInit() },
    [`GET /shipments/${REF}`]: { status: 200, body: aDraft({ step: 'SERVICE_SELECTION' }) },
    'GET /services': { status: 200, body: { services } },
  };
  stubApiFetch(
    (call: ApiCall) => routes[`${call.method} ${call.path}`] ?? { status: 404, body: { messages: [] } },
  );
};

const cardOf = (value: string) =>
  screen
    .getAllByRole('radio')
    .find((radio) => radio.getAttribute('value') === value)!
    .closest('.mantine-Card-root') as HTMLElement;

describe('surcharge risk on the service cards', () => {
  it('shows the badge with the reason and the likely extra cost only on the services at risk', async () => {
    fakeServiceStep([
      aService({
        id: 'dhl-express',
        name: 'DHL Express',
        surchargeRisks: [
          {
            reason: 'VOLUMETRIC_WEIGHT',
            extraCost: extraCost(1815),
            parcels: [1],
            declaredKg: 2,
            billedKg: 19.2,
          },
          { reason: 'NEAR_SIZE_LIMIT', extraCost: extraCost(1561), parcels: [1] },
        ],
      }),
      aService({ id: 'seur-standard', name: 'SEUR Standard', surchargeRisks: [] }),
    ]);
    await renderApp(`/private/shipments/${REF}/create/service`);
    await screen.findAllByRole('radio');

    const risky = within(cardOf('dhl-express'));
    expect(risky.getByText('Surcharge risk')).toBeInTheDocument();
    expect(
      risky.getByText('Billed by volume as 19.2 kg, not the 2 kg declared: €18.15 more'),
    ).toBeInTheDocument();
    expect(
      risky.getByText("Close to the carrier's size limit: a handling fee of about €15.61 may be added"),
    ).toBeInTheDocument();
    expect(within(cardOf('seur-standard')).queryByText('Surcharge risk')).not.toBeInTheDocument();
  });

  it('draws the badge with its words readable: dark red on no fill, not red on a red fill', async () => {
    fakeServiceStep([
      aService({
        id: 'dhl-express',
        name: 'DHL Express',
        surchargeRisks: [{ reason: 'NEAR_SIZE_LIMIT', extraCost: extraCost(1561), parcels: [1] }],
      }),
    ]);
    await renderApp(`/private/shipments/${REF}/create/service`);
    await screen.findAllByRole('radio');

    const badge = within(cardOf('dhl-express'))
      .getByText('Surcharge risk')
      .closest('.mantine-Badge-root') as HTMLElement;
    const text = badge.style.getPropertyValue('--badge-color');
    const fill = badge.style.getPropertyValue('--badge-bg');
    expect(text).toMatch(/^(#c92a2a|var\(--mantine-color-red-9\))$/);
    expect(fill).not.toBe(text);
    expect(fill).toBe('transparent');
  });

  it("gives the seller's own re-weighing history as the reason, on the service or on its carrier", async () => {
    fakeServiceStep([
      aService({
        id: 'gls-business-parcel',
        carrierId: 'gls',
        carrierName: 'GLS',
        name: 'GLS BusinessParcel',
        surchargeRisks: [
          {
            reason: 'WEIGHT_CORRECTIONS',
            extraCost: extraCost(605),
            parcels: [1],
            corrections: 3,
            scope: 'SERVICE',
          },
        ],
      }),
      aService({
        id: 'gls-express',
        carrierId: 'gls',
        carrierName: 'GLS',
        name: 'GLS Express',
        surchargeRisks: [
          {
            reason: 'WEIGHT_CORRECTIONS',
            extraCost: extraCost(1210),
            parcels: [1],
            corrections: 1,
            scope: 'CARRIER',
          },
        ],
      }),
      aService({ id: 'seur-standard', name: 'SEUR Standard', surchargeRisks: [] }),
    ]);
    await renderApp(`/private/shipments/${REF}/create/service`);
    await screen.findAllByRole('radio');

    const business = within(cardOf('gls-business-parcel'));
    expect(business.getByText('Surcharge risk')).toBeInTheDocument();
    expect(
      business.getByText(
        'Your parcels on this service were re-weighed 3 times in the last 90 days: about €6.05 more each time',
      ),
    ).toBeInTheDocument();
    expect(
      within(cardOf('gls-express')).getByText(
        'GLS re-weighed your parcels once in the last 90 days: €12.10 more',
      ),
    ).toBeInTheDocument();
    expect(within(cardOf('seur-standard')).queryByText('Surcharge risk')).not.toBeInTheDocument();
  });
});
