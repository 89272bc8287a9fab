import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { type ApiCall, type MockResponse, stubApiFetch } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aDraft, aService } from '../testing/checkout-fixtures.ts';

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
});
