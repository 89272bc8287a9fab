import type { Recipient, Warehouse } from '@shipdeck/domain/addresses/address.schema';
import type { DropoffPoint, Service } from '@shipdeck/domain/carriers/carriers.schema';
import { EventType } from '@shipdeck/domain/events/event-types';
import { displayStatusOf } from '@shipdeck/domain/shipments/rules/display-status';
import { inboxesOf } from '@shipdeck/domain/shipments/rules/inbox-membership';
import type { ShipmentInput, ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { dispatchRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { aShipment, fakeShipmentsApi } from '../../shipments/testing/fake-shipments-api.ts';

/** A draft awaiting completion: sender filled in (Madrid), recipient only a place (Paris). */
export const aDraftToComplete = (overrides: Parameters<typeof aShipment>[0] = {}) =>
  aShipment({
    reference: 'SD26PANEL',
    state: 'AWAITING_COMPLETION',
    ...overrides,
    data: {
      from: {
        firstName: 'Ana',
        lastName: 'García',
        email: 'ana@example.es',
        phone: '+34600111222',
        street1: 'Calle Mayor 1',
        alpha2Code: 'ES',
        zipCode: '28013',
        city: 'Madrid',
      },
      to: { alpha2Code: 'FR', zipCode: '75001', city: 'Paris' },
      ...overrides.data,
    },
  });

/** The shipment after a save, in the given state (what the update event carries). */
export const inState = (
  shipment: ShipmentView,
  state: ShipmentState,
  input?: ShipmentInput,
): ShipmentView => ({
  ...shipment,
  state,
  displayStatus: displayStatusOf(state),
  inboxes: inboxesOf({ state, isArchived: false }),
  actions: { ...shipment.actions, canBePurchased: state === 'READY_TO_PURCHASE' },
  data: {
    ...shipment.data,
    ...(input?.from ? { from: input.from } : {}),
    ...(input?.to ? { to: input.to } : {}),
    ...(input?.content ? { content: input.content } : {}),
  },
});

export const aPoint = (overrides: Partial<DropoffPoint> = {}): DropoffPoint => ({
  id: 'P-1',
  carrierId: 'ups',
  type: 'PICKUP_POINT',
  businessName: 'Kiosque Rivoli',
  address: '3 Rue de Rivoli',
  zipCode: '75001',
  city: 'Paris',
  country: 'FR',
  openingTimes: [],
  coordinates: { latitude: 48.86, longitude: 2.35 },
  distanceMetres: 120,
  ...overrides,
});

type ParcelSize = { weight: number; length: number; width: number; height: number };

/** The parcels a points search names (`parcelsDimensions[0][weight]=…`). */
const parcelsSearched = (query: URLSearchParams): ParcelSize[] => {
  const parcels: ParcelSize[] = [];
  for (const [key, value] of query) {
    const match = /^parcelsDimensions\[(\d+)\]\[(weight|length|width|height)\]$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    parcels[index] = {
      ...(parcels[index] ?? { weight: 0, length: 0, width: 0, height: 0 }),
      [match[2]!]: Number(value),
    };
  }
  return parcels;
};

let eventId = 0;
/** The server's shipment.updated event for this shipment, as the socket would deliver it. */
export const sendUpdated = (queryClient: QueryClient, shipment: ShipmentView) =>
  act(() =>
    dispatchRealtimeEvent(
      { id: `panel-${++eventId}`, type: EventType.ShipmentUpdated, payload: shipment, createdAt: '' },
      queryClient,
    ),
  );

/**
 * The shipments fake plus what the panels ask for: the shipment, warehouses, the address book,
 * services, pick-up points; PATCH answers with the shipment in `stateAfterSave`.
 */
export const fakePanelsApi = (options: {
  shipment: ShipmentView;
  warehouses?: Warehouse[];
  recipients?: Recipient[];
  services?: Service[];
  /** The points the server has; a function answers per the parcels the search names, as the server does. */
  points?: DropoffPoint[] | ((parcels: ParcelSize[]) => DropoffPoint[]);
  stateAfterSave?: ShipmentState;
}) => {
  const { shipment } = options;
  const api = fakeShipmentsApi({ shipments: [shipment] });
  const path = `/shipments/${shipment.reference}`;
  api.overrides.set(`GET ${path}`, { status: 200, body: shipment });
  api.overrides.set('GET /warehouses', { status: 200, body: options.warehouses ?? [] });
  api.overrides.set('GET /recipients/saved', { status: 200, body: options.recipients ?? [] });
  api.overrides.set('GET /services', { status: 200, body: { services: options.services ?? [] } });
  api.overrides.set('GET /dropoff-points', (call) => {
    const points = options.points ?? [];
    return {
      status: 200,
      body: { points: typeof points === 'function' ? points(parcelsSearched(call.query)) : points },
    };
  });
  api.overrides.set(`PATCH ${path}`, (call) => ({
    status: 200,
    body: inState(
      shipment,
      options.stateAfterSave ?? (shipment.state as ShipmentState),
      call.body as ShipmentInput,
    ),
  }));
  const patches = () =>
    api.calls.filter((call) => call.method === 'PATCH' && call.path === path).map((call) => call.body);
  return { ...api, patches };
};
