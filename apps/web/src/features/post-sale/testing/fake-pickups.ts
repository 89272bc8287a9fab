import type { Pickup, PickupCreate, PickupOptions, PickupSlot } from '@shipdeck/domain/pickups/pickup.schema';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';

type Answer = { status: number; body?: unknown };
type Call = { method: string; path: string; body: unknown };

/** The days the fake GLS collects from Madrid: Thursday 3 and Friday 4 December, then Monday 7. */
export const PICKUP_OPTIONS: PickupOptions = {
  carrierId: 'gls',
  carrierName: 'GLS',
  cutoffTime: '17:00',
  timeZone: 'Europe/Madrid',
  days: [
    { date: '2026-12-03', from: '09:00', to: '18:00' },
    { date: '2026-12-04', from: '09:00', to: '18:00' },
    { date: '2026-12-07', from: '09:00', to: '18:00' },
  ],
  parcelCount: 1,
};

/** The collection endpoints over one shipment's state: options, book, move, cancel, the shipment's collection. */
export const answerPickup = (
  call: Call,
  state: { shipment: ShipmentView; pickup: Pickup | null },
): Answer | null => {
  const key = `${call.method} ${call.path}`;
  if (key === `GET /pickups/shipment/${state.shipment.reference}`)
    return { status: 200, body: { pickup: state.pickup?.state === 'BOOKED' ? state.pickup : null } };
  if (key === 'GET /pickups/options') return { status: 200, body: PICKUP_OPTIONS };
  if (key === 'POST /pickups') {
    const request = call.body as PickupCreate;
    state.pickup = {
      id: '0b9f2f4e-2a49-4c1e-9f43-6f0e4b7c1a11',
      state: 'BOOKED',
      carrierId: 'gls',
      carrierName: 'GLS',
      confirmationNumber: 'GLS-PU-7F3A9C21',
      warehouseId: null,
      date: request.date,
      windowFrom: request.windowFrom,
      windowTo: request.windowTo,
      parcelCount: request.parcelCount,
      shipments: [{ id: '5d1f2c7a-8b0e-4f6a-9c3d-2e1b0a9f8e7d', reference: state.shipment.reference }],
      createdAt: '2026-12-02T10:00:00.000Z',
      updatedAt: '2026-12-02T10:00:00.000Z',
    };
    return { status: 201, body: state.pickup };
  }
  if (state.pickup && key === `PATCH /pickups/${state.pickup.id}`) {
    state.pickup = { ...state.pickup, ...(call.body as PickupSlot) };
    return { status: 200, body: state.pickup };
  }
  if (state.pickup && key === `DELETE /pickups/${state.pickup.id}`) {
    state.pickup = { ...state.pickup, state: 'CANCELLED', shipments: [] };
    return { status: 200, body: state.pickup };
  }
  return null;
};
