import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { type ApiCall, type MockResponse, stubApiFetch } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aDraft, aService, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFT0001';

/** Answers the service step's calls; records the service searches with their query. */
const fakeServiceStep = (options: {
  draft: ReturnType<typeof aDraft>;
  services: ReturnType<typeof aService>[];
}) => {
  const searches: URLSearchParams[] = [];
  const routes: Record<string, MockResponse> = {
    'GET /init': { status: 200, body: buildInit() },
    [`GET /shipments/${REF}`]: { status: 200, body: options.draft },
    'GET /services': { status: 200, body: { services: options.services } },
    'GET /services/seur-standard/collection-dates': {
      status: 200,
      body: {
        serviceId: 'seur-standard',
        isCollection: true,
        cutoffTime: '12:00',
        timeZone: 'Europe/Madrid',
        dates: [
          { date: '2026-03-03', from: '09:00', to: '18:00', estimatedDeliveryDate: '2026-03-04' },
          { date: '2026-03-04', from: '09:00', to: '18:00', estimatedDeliveryDate: '2026-03-05' },
        ],
      },
    },
  };
  stubApiFetch((call: ApiCall) => {
    if (call.path === '/services') searches.push(call.query);
    return routes[`${call.method} ${call.path}`] ?? { status: 404, body: { messages: [] } };
  });
  return { searches };
};

describe('service choice', () => {
  it("sends a marketplace order's source and preferences and lists the buyer's choice first", async () => {
    const cheap = aService({ id: 'seur-standard', name: 'SEUR Standard', total: 690 });
    const preferred = aService({
      id: 'ups-standard',
      carrierId: 'ups',
      name: 'UPS Standard',
      total: 1290,
      isThirdPartyPreference: true,
    });
    const { searches } = fakeServiceStep({
      draft: aDraft({
        step: 'SERVICE_SELECTION',
        data: {
          source: 'AMZ',
          thirdPartyPreferences: {
            serviceId: 'ups-standard',
            carrier: 'ups',
            dropoffPointId: 'ups-ES-28001-01',
          },
        },
      }),
      services: [cheap, preferred],
    });
    await renderApp(`/private/shipments/${REF}/create/service`);

    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['ups-standard', 'seur-standard']);
    const card = radios[0]!.closest('.mantine-Card-root') as HTMLElement;
    expect(within(card).getByText("Your buyer's choice")).toBeInTheDocument();
    expect(screen.getAllByText("Your buyer's choice")).toHaveLength(1);

    const search = searches[0]!;
    expect(search.get('source')).toBe('AMZ');
    expect(search.get('thirdPartyPreferences[serviceId]')).toBe('ups-standard');
    expect(search.get('thirdPartyPreferences[carrier]')).toBe('ups');
    expect(search.get('thirdPartyPreferences[dropoffPointId]')).toBe('ups-ES-28001-01');
  });

  it('sends no preferences for a shipment made by hand', async () => {
    const { searches } = fakeServiceStep({
      draft: aDraft({ step: 'SERVICE_SELECTION', data: { source: 'MAN' } }),
      services: [aService()],
    });
    await renderApp(`/private/shipments/${REF}/create/service`);
    await screen.findAllByRole('radio');
    expect(searches[0]!.get('source')).toBe('MAN');
    expect([...searches[0]!.keys()].some((key) => key.startsWith('thirdPartyPreferences'))).toBe(false);
  });

  it('searches with the collection day chosen, so the rows estimate delivery from it', async () => {
    const { searches } = fakeServiceStep({
      draft: aDraft({
        step: 'SERVICE_SELECTION',
        data: { service: aServiceSnapshot(), collection: { date: '2026-03-05' } },
      }),
      services: [aService({ estimatedDeliveryDate: '2026-03-06' })],
    });
    await renderApp(`/private/shipments/${REF}/create/service`);
    expect(await screen.findByTestId('estimated-delivery')).toHaveTextContent(
      'Estimated delivery: Fri 6 Mar',
    );
    expect(searches[0]!.get('collectionDate')).toBe('2026-03-05');
  });

  it('shows each collection day with the delivery it leads to, and re-estimates the rows from the day picked', async () => {
    const collected = aService();
    const { searches } = fakeServiceStep({
      draft: aDraft({ step: 'SERVICE_SELECTION', data: { service: aServiceSnapshot() } }),
      services: [collected],
    });
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/service`);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(searches[0]!.has('collectionDate')).toBe(false);
    // The day and the window in the reader's language, not as ISO text.
    const day = await screen.findByRole('radio', { name: 'Wed 4 Mar, 09:00–18:00' });
    expect(day).toHaveAccessibleDescription('Estimated delivery: Thu 5 Mar');
    await user.click(day);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findAllByRole('radio');
    expect(searches.at(-1)!.get('collectionDate')).toBe('2026-03-04');
  });
});
