import type { ShipmentInput } from '@shipdeck/domain/shipments/shipment.schema';
import { expect } from 'vitest';
import type { api } from '../pricing/pricing-fixtures.ts';

export const madrid = {
  firstName: 'Ana',
  lastName: 'García',
  phone: '+34600111222',
  email: 'ana@example.es',
  street1: 'Calle Mayor 1',
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
};

export const paris = {
  firstName: 'Luc',
  lastName: 'Martin',
  phone: '+33612345678',
  email: 'luc@example.fr',
  street1: '10 Rue de Rivoli',
  alpha2Code: 'FR',
  zipCode: '75001',
  city: 'Paris',
};

/** GLS BusinessParcel: a catalogue service that carries the parcels below from Madrid within Spain and to France. */
export const glsService = {
  id: 'gls-business-parcel',
  carrierId: 'gls',
  carrierName: 'GLS',
  name: 'BusinessParcel',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};

/** DHL Parcel Connect: another carrier's catalogue service for the same parcels and routes. */
export const dhlParcelConnect = { id: 'dhl-parcel-connect' };

/** A draft with everything a purchase needs. */
export const readyShipment = (overrides: Partial<ShipmentInput> = {}): ShipmentInput => ({
  from: madrid,
  to: paris,
  parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
  service: glsService,
  content: { description: 'Books', value: 3500 },
  ...overrides,
});

/** Saves the seller's warehouse "Madrid store" (at the Madrid address above) and answers its id. */
export const saveMadridStore = async (call: ReturnType<typeof api>) => {
  const warehouse = await call.post('/warehouses', { ...madrid, alias: 'Madrid store' });
  expect(warehouse.statusCode, warehouse.body).toBe(201);
  return warehouse.json().id as string;
};
