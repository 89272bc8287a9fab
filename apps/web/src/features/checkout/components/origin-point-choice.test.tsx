import type { DropoffPoint } from '@shipdeck/domain/carriers/carriers.schema';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { type ApiCall, type MockResponse, stubApiFetch } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aPurchasedShipment, fakePostSaleApi } from '../../post-sale/testing/fake-post-sale-api.ts';
import { aDraft, aService, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFT0001';
const SHOP_HOURS = '09:30-14:00, 17:00-20:30';

const aPoint = (id: string, businessName: string, distanceMetres: number): DropoffPoint => ({
  id,
  carrierId: 'correos',
  type: 'PICKUP_POINT',
  businessName,
  address: `Calle Mayor, ${distanceMetres % 97}`,
  zipCode: '28001',
  city: 'Madrid',
  country: 'ES',
  openingTimes: [
    ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
      day,
      time: SHOP_HOURS,
    })),
    { day: 'saturday', time: '10:00-14:00' },
    { day: 'sunday', time: '' },
  ],
  // Due north of the sender's postcode, as far as it says.
  coordinates: { latitude: 40.4 + distanceMetres / 111_320, longitude: -3.7 },
  distanceMetres,
});

const nearest = aPoint('correos-ES-28001-00', 'Oficina de Correos Madrid', 180);
const kiosk = aPoint('correos-ES-28001-01', 'Estanco López', 520);
const shop = aPoint('correos-ES-28001-02', 'Papelería Ruiz', 910);
const droppedOff = aService({
  id: 'correos-paq-estandar',
  carrierId: 'correos',
  carrierName: 'Correos',
  name: 'Correos Paq Estándar',
  dropOff: { origin: true, destination: false },
  isCollection: false,
});
const collected = aService({ id: 'seur-standard', name: 'SEUR Standard' });

/** The service step's calls; the points search answers only near the sender's postcode. */
const fakeServiceStep = (draft: ShipmentView, init = buildInit()) => {
  const calls: ApiCall[] = [];
  const routes: Record<string, (call: ApiCall) => MockResponse> = {
    'GET /init': () => ({ status: 200, body: init }),
    [`GET /shipments/${REF}`]: () => ({ status: 200, body: draft }),
    'GET /services': () => ({ status: 200, body: { services: [collected, droppedOff] } }),
    'GET /dropoff-points': (call) => ({
      status: 200,
      body:
        call.query.get('zip') === '28001'
          ? { points: [nearest, kiosk, shop], searchCentre: { latitude: 40.4, longitude: -3.7 } }
          : { points: [], searchCentre: null },
    }),
    [`PATCH /shipments/${REF}`]: () => ({ status: 200, body: draft }),
    'GET /services/seur-standard/collection-dates': () => ({
      status: 200,
      body: {
        serviceId: 'seur-standard',
        isCollection: true,
        cutoffTime: '12:00',
        timeZone: 'Europe/Madrid',
        dates: [{ date: '2026-03-03', from: '09:00', to: '18:00' }],
      },
    }),
  };
  stubApiFetch((call) => {
    calls.push(call);
    return routes[`${call.method} ${call.path}`]?.(call) ?? { status: 404, body: { messages: [] } };
  });
  return {
    patches: () => calls.filter((call) => call.method === 'PATCH').map((call) => call.body),
    pointSearches: () => calls.filter((call) => call.path === '/dropoff-points').map((call) => call.query),
  };
};

describe('the drop-off point at origin', () => {
  it('lists the points near the sender with address, hours and distance, and saves the one picked by keyboard', async () => {
    const api = fakeServiceStep(aDraft({ step: 'SERVICE_SELECTION' }));
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/service`);

    await user.click(await screen.findByRole('radio', { name: /Correos Paq Estándar/ }));
    const choice = await screen.findByRole('region', { name: 'Where you hand the parcel in' });
    const radios = await within(choice).findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([nearest.id, kiosk.id, shop.id]);
    const kioskCard = radios[1]!.closest('.mantine-Card-root') as HTMLElement;
    expect(within(kioskCard).getByText('Estanco López')).toBeInTheDocument();
    expect(within(kioskCard).getByText(`${kiosk.address}, 28001 Madrid`)).toBeInTheDocument();
    expect(within(kioskCard).getByText('520 m away')).toBeInTheDocument();
    const hours = within(kioskCard).getByRole('list', { name: 'Opening hours' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mon–Fri: 09:30–14:00, 17:00–20:30', 'Sat: 10:00–14:00', 'Sun: closed']);
    const search = api.pointSearches().at(-1)!;
    expect(search.get('serviceId')).toBe('correos-paq-estandar');
    expect(search.get('country')).toBe('ES');
    expect(search.get('parcelsDimensions[0][weight]')).toBe('2');

    // Keyboard only: into the first point, then the arrow key moves the choice to the next one.
    radios[0]!.focus();
    await user.keyboard(' ');
    expect(radios[0]).toBeChecked();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(radios[1]).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]).toMatchObject({
      service: { id: 'correos-paq-estandar' },
      originDropoffPointId: kiosk.id,
    });
  });

  it("draws the points around the sender's postcode on a map numbered as the list; a click there picks one", async () => {
    const api = fakeServiceStep(aDraft({ step: 'SERVICE_SELECTION' }));
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/service`);

    await user.click(await screen.findByRole('radio', { name: /Correos Paq Estándar/ }));
    const choice = await screen.findByRole('region', { name: 'Where you hand the parcel in' });
    const map = await within(choice).findByRole('img', { name: 'Map of the points near postcode 28001' });
    const markers = within(map).getAllByTestId('map-point');
    expect(markers.map((marker) => marker.querySelector('title')?.textContent)).toEqual([
      '1. Oficina de Correos Madrid',
      '2. Estanco López',
      '3. Papelería Ruiz',
    ]);
    expect(within(map).getByTestId('map-centre').querySelector('title')?.textContent).toBe(
      "Sender's postcode",
    );
    // The further north a point is, the higher it is drawn; the sender's postcode lies below them all.
    const heightOf = (element: Element) =>
      Number(/translate\(\S+ (\S+)\)/.exec(element.getAttribute('transform') ?? '')?.[1]);
    const heights = markers.map(heightOf);
    expect([...heights].sort((a, b) => b - a)).toEqual(heights);
    expect(heightOf(within(map).getByTestId('map-centre'))).toBeGreaterThan(heights[0]!);
    expect(within(map).getByTestId('map-scale')).toHaveTextContent(/\d+ m$/);
    expect(map.querySelectorAll('image')).toHaveLength(0);

    await user.click(markers[2]!);
    expect(within(choice).getByRole('radio', { name: /Papelería Ruiz/ })).toBeChecked();
    expect(markers[2]).toHaveAttribute('data-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]).toMatchObject({ originDropoffPointId: shop.id });
  });

  it("lays the map on the operator's tile server with its credit", async () => {
    fakeServiceStep(aDraft({ step: 'SERVICE_SELECTION' }), {
      ...buildInit(),
      maps: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example Maps' },
    });
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/service`);

    await user.click(await screen.findByRole('radio', { name: /Correos Paq Estándar/ }));
    const choice = await screen.findByRole('region', { name: 'Where you hand the parcel in' });
    const map = await within(choice).findByRole('img', { name: 'Map of the points near postcode 28001' });
    const tiles = [...map.querySelectorAll('image')].map((tile) => tile.getAttribute('href'));
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(tile).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
    expect(within(choice).getByText('© Example Maps')).toBeInTheDocument();
  });

  it('offers no point for a service collected at the door, and clears one chosen before', async () => {
    const api = fakeServiceStep(
      aDraft({
        step: 'SERVICE_SELECTION',
        data: {
          service: aServiceSnapshot({ id: 'correos-paq-estandar', dropOffOrigin: true }),
          originDropoffPointId: shop.id,
        },
      }),
    );
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/service`);
    const choice = await screen.findByRole('region', { name: 'Where you hand the parcel in' });
    expect(await within(choice).findByRole('radio', { name: /Papelería Ruiz/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /SEUR Standard/ }));
    expect(screen.queryByRole('region', { name: 'Where you hand the parcel in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Tue 3 Mar/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]).toMatchObject({ service: { id: 'seur-standard' }, originDropoffPointId: null });
  });
});

describe('the details page', () => {
  it('names the drop-off point at origin and the pick-up point with their address and hours', async () => {
    const { coordinates: _c, distanceMetres: _d, ...origin } = kiosk;
    const {
      coordinates: _c2,
      distanceMetres: _d2,
      ...pickup
    } = {
      ...shop,
      id: 'correos-ES-08001-03',
      businessName: 'Citypaq BAR7',
      zipCode: '08001',
      city: 'Barcelona',
    };
    const bought = aPurchasedShipment({
      data: {
        service: aServiceSnapshot({
          id: 'correos-paq-estandar',
          dropOffOrigin: true,
          dropOffDestination: true,
        }),
        dropoffPointId: pickup.id,
      },
    });
    fakePostSaleApi({ ...bought, dropOff: { origin, destination: pickup } });
    await renderApp(`/private/shipments/${bought.reference}/details`);

    const originBlock = await screen.findByRole('region', { name: 'Origin' });
    expect(within(originBlock).getByText('Estanco López')).toBeInTheDocument();
    expect(within(originBlock).getByText(`${kiosk.address}, 28001 Madrid`)).toBeInTheDocument();
    expect(within(originBlock).getByText('Mon–Fri: 09:30–14:00, 17:00–20:30')).toBeInTheDocument();
    const destination = screen.getByRole('region', { name: 'Destination' });
    expect(within(destination).getByText('Citypaq BAR7')).toBeInTheDocument();
    expect(within(destination).getByText(`${shop.address}, 08001 Barcelona`)).toBeInTheDocument();
    expect(within(destination).getByText('Sun: closed')).toBeInTheDocument();
    expect(within(destination).getByText(`Point ID: ${pickup.id}`)).toBeInTheDocument();
  });
});
