import type { PublicTracking } from '@shipdeck/domain/tracking-page/tracking-page.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

const tracking: PublicTracking = {
  brand: { name: 'Maison Lune', logoUrl: null },
  defaultLanguage: 'en-GB',
  carrierName: 'GLS',
  trackingNumbers: ['GLS123456'],
  estimatedDeliveryDate: '2026-12-03',
  events: [
    { at: '2026-11-30T09:00:00.000Z', event: 'LABEL_CREATED', location: 'Madrid', description: 'Label' },
    { at: '2026-12-01T09:00:00.000Z', event: null, location: 'Madrid', description: 'SCAN - MADRID HUB' },
    { at: '2026-12-01T15:00:00.000Z', event: 'COLLECTED', location: 'Madrid', description: 'Collected' },
  ],
  pickupPoint: {
    type: 'PICKUP_POINT',
    businessName: 'Tabac du Port',
    address: '3 quai Est',
    zipCode: '75001',
    city: 'Paris',
    country: 'FR',
    openingTimes: [{ day: 'monday', time: '09:00-18:00' }],
  },
};

const stubBrowserLanguages = (languages: string[]) =>
  vi.stubGlobal('navigator', { ...window.navigator, language: languages[0], languages });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-GB');
});

describe("buyer's tracking page", () => {
  it("shows the seller's brand, the estimated delivery, the pick-up point and the timeline without a session", async () => {
    stubBrowserLanguages(['en-GB']);
    const api = mockApi({ [`GET /tracking/${TOKEN}`]: { status: 200, body: tracking } });
    const app = await renderApp(`/tracking/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Track your parcel' })).toBeInTheDocument();
    expect(await screen.findByText('Maison Lune')).toBeInTheDocument();
    expect(screen.getByTestId('estimated-delivery')).toHaveTextContent('Thursday, 3 December 2026');
    expect(screen.getByText('Tabac du Port')).toBeInTheDocument();
    const events = screen.getAllByTestId('tracking-event');
    // Newest first, the carrier's internal scan left out.
    expect(events).toHaveLength(2);
    expect(within(events[0]!).getByText('Collected by the carrier')).toBeInTheDocument();
    expect(within(events[1]!).getByText('Label created')).toBeInTheDocument();
    expect(app.location()).toBe(`/tracking/${TOKEN}`);
    expect(api.calls.map((call) => call.path)).toEqual([`/tracking/${TOKEN}`]);
  });

  it("speaks the buyer's browser language, and the tenant's when the browser speaks none of ours", async () => {
    stubBrowserLanguages(['fr-FR']);
    mockApi({ [`GET /tracking/${TOKEN}`]: { status: 200, body: tracking } });
    const first = await renderApp(`/tracking/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Suivre votre colis' })).toBeInTheDocument();
    expect(screen.getByTestId('estimated-delivery')).toHaveTextContent('jeudi 3 décembre 2026');
    first.unmount();

    stubBrowserLanguages(['ja-JP']);
    mockApi({ [`GET /tracking/${TOKEN}`]: { status: 200, body: { ...tracking, defaultLanguage: 'nl' } } });
    await renderApp(`/tracking/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Volg je pakket' })).toBeInTheDocument();
  });

  it('says the link is not valid when the server does not know the token', async () => {
    stubBrowserLanguages(['en-GB']);
    mockApi({
      [`GET /tracking/${TOKEN}`]: {
        status: 404,
        body: { messages: [{ error_code: 'NotFound', message: 'tracking.error.not-found' }] },
      },
    });
    await renderApp(`/tracking/${TOKEN}`);
    expect(
      await screen.findByText('This tracking link is not valid. Please check the link in your e-mail.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
