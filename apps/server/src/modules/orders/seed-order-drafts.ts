import type { ShipmentAddress, ShipmentService } from '@shipdeck/domain/shipments/shipment.schema';
import type { Database } from '../../platform/db/database.ts';
import { denormalise, insertShipmentsBulk, type NewShipmentRow } from '../shipments/index.ts';

const sender: ShipmentAddress = {
  firstName: 'Ana',
  lastName: 'García',
  company: 'Ana Books SL',
  email: 'ana@example.es',
  phone: '+34600111222',
  street1: 'Calle Mayor 1',
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
};

const DESTINATIONS: Pick<ShipmentAddress, 'alpha2Code' | 'zipCode' | 'city' | 'state'>[] = [
  { alpha2Code: 'FR', zipCode: '75001', city: 'Paris' },
  { alpha2Code: 'FR', zipCode: '69003', city: 'Lyon' },
  { alpha2Code: 'DE', zipCode: '10115', city: 'Berlin' },
  { alpha2Code: 'IT', zipCode: '20121', city: 'Milano', state: 'MI' },
  { alpha2Code: 'PT', zipCode: '1000-001', city: 'Lisboa' },
];

/** GLS EuroBusinessParcel: a catalogue service with collection and door delivery from Spain to the EU. */
const glsEuro: ShipmentService = {
  id: 'gls-euro-business',
  carrierId: 'gls',
  carrierName: 'GLS',
  name: 'EuroBusinessParcel',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};

/**
 * Inserts `count` complete drafts (ready to purchase, EU destinations, one to three parcels) for a
 * client in one statement, for tests and benchmarks of large orders: an order of hundreds of
 * shipments needs its drafts in seconds, not hundreds of HTTP creates. Returns their references.
 */
export const seedReadyDrafts = async (
  database: Database,
  options: { clientId: string; count: number; prefix: string },
): Promise<string[]> => {
  const now = new Date();
  const rows: NewShipmentRow[] = Array.from({ length: options.count }, (_, index) => {
    const reference = `${options.prefix}${String(index).padStart(5, '0')}`;
    const row: NewShipmentRow = {
      clientId: options.clientId,
      reference,
      state: 'READY_TO_PURCHASE',
      step: 'SHIPPING_DETAILS',
      source: 'CSV',
      fromAddress: sender,
      toAddress: {
        firstName: `Recipient ${index}`,
        lastName: 'Martin',
        email: `recipient.${index}@example.com`,
        phone: '+33612345678',
        street1: `${1 + (index % 90)} Rue de Rivoli`,
        ...DESTINATIONS[index % DESTINATIONS.length],
      },
      parcels: Array.from({ length: 1 + (index % 3) }, (_, parcel) => ({
        height: 10 + parcel,
        length: 30,
        width: 20,
        weight: 1 + (index % 7) * 0.5,
      })),
      service: glsEuro,
      content: { description: 'Books', value: 2000 + index * 10 },
      price: null,
      shipmentCustomReference: `#${10_000 + index}`,
      trackings: [],
      trackingUrl: null,
      orderDate: null,
      estimatedDeliveryDate: null,
      createdAt: now,
      updatedAt: now,
    };
    return { ...row, ...denormalise(row) };
  });
  await insertShipmentsBulk(database, rows);
  return rows.map((row) => row.reference);
};
