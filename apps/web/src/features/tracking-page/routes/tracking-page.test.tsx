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
    coordinates: { latitude: 48.8606, longitude: 2.3376 },
  },
  map: { tileUrl: null, attribution: '' },
};

const TILES = 'https://tiles.example.net/{z}/{x}/{y}.png';

const showPage = async (body: PublicTracking) => {
  stubBrowserLanguages(['en-GB']);
  mockApi({ [`GET /tracking/${TOKEN}`]: { status: 200, body } });
  await renderApp(`/tracking/${TOKEN}`);
  return within(await screen.findByRole('region', { name: 'Your pick-up point' }));
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

  it("shows the pick-up point's name, address and hours beside a map of it on the operator's tiles", async () => {
    const card = await showPage({
      ...tracking,
      map: { tileUrl: TILES, attribution: '© Example Maps' },
    });
    expect(card.getByText('Tabac du Port')).toBeInTheDocument();
    expect(card.getByText('3 quai Est, 75001 Paris')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Opening hours' })).toHaveTextContent('09:00');
    const map = card.getByRole('img', { name: 'Map of your pick-up point, Tabac du Port' });
    expect(within(map).getAllByTestId('map-point')).toHaveLength(1);
    const tiles = [...map.querySelectorAll('image')].map((image) => image.getAttribute('href'));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((url) => url?.startsWith('https://tiles.example.net/17/'))).toBe(true);
    expect(card.getByText('© Example Maps')).toBeInTheDocument();
  });

  it('draws the point plainly when no tile server is configured', async () => {
    const card = await showPage(tracking);
    const map = card.getByRole('img', { name: 'Map of your pick-up point, Tabac du Port' });
    expect(within(map).getAllByTestId('map-point')).toHaveLength(1);
    expect(within(map).getByTestId('map-scale')).toBeInTheDocument();
    expect(map.querySelectorAll('image')).toHaveLength(0);
  });

  it('shows a point stored without its place with no map', async () => {
    const card = await showPage({
      ...tracking,
      pickupPoint: { ...tracking.pickupPoint!, coordinates: null },
    });
    expect(card.getByText('Tabac du Port')).toBeInTheDocument();
    expect(card.queryByRole('img')).not.toBeInTheDocument();
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
