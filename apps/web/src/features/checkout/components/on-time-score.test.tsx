import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { type ApiCall, type MockResponse, stubApiFetch } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aDraft, aService } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFT0001';

const cardOf = (value: string) =>
  screen
    .getAllByRole('radio')
    .find((radio) => radio.getAttribute('value') === value)!
    .closest('.mantine-Card-root') as HTMLElement;

describe('on-time score on the service cards', () => {
  it('shows the share on time with the deliveries behind it, and nothing for a service without a score', async () => {
    const routes: Record<string, MockResponse> = {
      'GET /init': { status: 200, body: buildInit() },
      [`GET /shipments/${REF}`]: { status: 200, body: aDraft({ step: 'SERVICE_SELECTION' }) },
      'GET /services': {
        status: 200,
        body: {
          services: [
            aService({ id: 'gls-euro-business', name: 'GLS', onTime: { percent: 76, sampleSize: 1250 } }),
            aService({ id: 'seur-standard', name: 'SEUR Standard' }),
          ],
        },
      },
    };
    stubApiFetch(
      (call: ApiCall) => routes[`${call.method} ${call.path}`] ?? { status: 404, body: { messages: [] } },
    );
    await renderApp(`/private/shipments/${REF}/create/service`);
    await screen.findAllByRole('radio');

    const scored = within(cardOf('gls-euro-business')).getByTestId('on-time-score');
    expect(scored).toHaveTextContent('76% on time');
    expect(scored).toHaveAccessibleName(
      '1,250 delivered parcels on this route: 76% arrived by the promised day.',
    );
    // Readable: dark teal words on no fill (a light badge given a shade fills itself with that teal).
    expect(scored.style.getPropertyValue('--badge-bg')).toBe('transparent');
    expect(scored.style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-teal-9)');
    expect(within(cardOf('seur-standard')).queryByTestId('on-time-score')).not.toBeInTheDocument();
  });

  it("shows all sellers' score beside the seller's own, with the parcels behind it", async () => {
    const routes: Record<string, MockResponse> = {
      'GET /init': { status: 200, body: buildInit() },
      [`GET /shipments/${REF}`]: { status: 200, body: aDraft({ step: 'SERVICE_SELECTION' }) },
      'GET /services': {
        status: 200,
        body: {
          services: [
            aService({
              id: 'gls-euro-business',
              name: 'GLS',
              onTime: { percent: 76, sampleSize: 13 },
              sharedOnTime: { percent: 91, sampleSize: 48210 },
            }),
            aService({
              id: 'seur-standard',
              name: 'SEUR Standard',
              sharedOnTime: { percent: 64, sampleSize: 530 },
            }),
          ],
        },
      },
    };
    stubApiFetch(
      (call: ApiCall) => routes[`${call.method} ${call.path}`] ?? { status: 404, body: { messages: [] } },
    );
    await renderApp(`/private/shipments/${REF}/create/service`);
    await screen.findAllByRole('radio');

    const gls = within(cardOf('gls-euro-business'));
    expect(gls.getByTestId('on-time-score')).toHaveTextContent('76% on time');
    const shared = gls.getByTestId('shared-on-time-score');
    expect(shared).toHaveTextContent('All sellers: 91% on time');
    expect(shared).toHaveAccessibleName(
      '48,210 delivered parcels of all sellers who share their data, on this route: 91% arrived by the promised day.',
    );
    // A seller without enough deliveries of its own still sees all sellers' score.
    const seur = within(cardOf('seur-standard'));
    expect(seur.queryByTestId('on-time-score')).not.toBeInTheDocument();
    expect(seur.getByTestId('shared-on-time-score')).toHaveTextContent('All sellers: 64% on time');
  });
});
