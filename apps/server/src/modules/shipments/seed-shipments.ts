import type { ShipmentAddress, ShipmentService } from '@shipdeck/domain/shipments/shipment.schema';
import { SHIPMENT_STATES, type ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import type { Database } from '../../platform/db/database.ts';
import { generateTrackingNumber } from '../../providers/carriers/labels/tracking-number.ts';
import { ALL_SERVICES, type CatalogueService } from '../../providers/carriers/sandbox/catalogue.ts';
import { exclusionOf, routeOf } from '../../providers/carriers/sandbox/rating.ts';
import { denormalise } from './shipment-view.ts';
import type { NewShipmentRow } from './shipments.tables.ts';

/** Small deterministic PRNG (mulberry32): the same seed gives the same demo data. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const FIRST = [
  'Ana',
  'Luis',
  'Marie',
  'Jonas',
  'Giulia',
  'Pieter',
  'Sofia',
  'Tomás',
  'Emma',
  'Lukas',
  'Chloé',
  'Marco',
];
const LAST = [
  'García',
  'Martin',
  'Müller',
  'Rossi',
  'Janssens',
  'de Vries',
  'Silva',
  'Dubois',
  'Kowalski',
  'Novak',
];
const PLACES: Pick<ShipmentAddress, 'alpha2Code' | 'zipCode' | 'city' | 'state'>[] = [
  { alpha2Code: 'ES', zipCode: '28013', city: 'Madrid' },
  { alpha2Code: 'ES', zipCode: '08001', city: 'Barcelona' },
  { alpha2Code: 'FR', zipCode: '75001', city: 'Paris' },
  { alpha2Code: 'FR', zipCode: '69001', city: 'Lyon' },
  { alpha2Code: 'DE', zipCode: '10115', city: 'Berlin' },
  { alpha2Code: 'IT', zipCode: '20121', city: 'Milano', state: 'MI' },
  { alpha2Code: 'BE', zipCode: '1000', city: 'Bruxelles' },
  { alpha2Code: 'NL', zipCode: '1012', city: 'Amsterdam' },
  { alpha2Code: 'PT', zipCode: '1100-148', city: 'Lisboa' },
  { alpha2Code: 'GB', zipCode: 'SW1A 1AA', city: 'London' },
];
// The demo seller ships from warehouses in several countries, so every carrier of the catalogue
// shows up; services are the sandbox catalogue's, so labels and tracking work as for bought ones.
const WAREHOUSES: Record<string, ShipmentAddress> = {
  ES: {
    street1: 'Calle de Alcalá 50',
    alpha2Code: 'ES',
    zipCode: '28014',
    city: 'Madrid',
    phone: '+34911222333',
  },
  FR: {
    street1: '12 Rue du Faubourg',
    alpha2Code: 'FR',
    zipCode: '75010',
    city: 'Paris',
    phone: '+33142000000',
  },
  IT: {
    street1: 'Via Torino 21',
    alpha2Code: 'IT',
    zipCode: '20123',
    city: 'Milano',
    state: 'MI',
    phone: '+390200000000',
  },
  BE: { street1: 'Rue Neuve 5', alpha2Code: 'BE', zipCode: '1000', city: 'Bruxelles', phone: '+3220000000' },
  NL: { street1: 'Damrak 1', alpha2Code: 'NL', zipCode: '1012 LG', city: 'Amsterdam', phone: '+31200000000' },
  GB: {
    street1: '1 Oxford Street',
    alpha2Code: 'GB',
    zipCode: 'W1D 1AN',
    city: 'London',
    phone: '+442000000000',
  },
  DE: {
    street1: 'Friedrichstraße 10',
    alpha2Code: 'DE',
    zipCode: '10117',
    city: 'Berlin',
    phone: '+49300000000',
  },
  PL: {
    street1: 'ul. Marszałkowska 1',
    alpha2Code: 'PL',
    zipCode: '00-026',
    city: 'Warszawa',
    phone: '+48220000000',
  },
};
const senderFor = (origins: readonly string[]): ShipmentAddress => ({
  firstName: 'Demo',
  lastName: 'Seller',
  company: 'Demo Shop',
  email: 'shop@example.com',
  ...(WAREHOUSES[origins.find((country) => WAREHOUSES[country]) ?? 'ES'] ?? WAREHOUSES.ES),
});

type DemoService = ShipmentService & { origins: readonly string[]; catalogue: CatalogueService };
const serviceOf = ({ origins: _origins, catalogue: _catalogue, ...service }: DemoService): ShipmentService =>
  service;
const SERVICES: DemoService[] = ALL_SERVICES.filter(({ service }) => service.delivery === 'door').map(
  (catalogue) => ({
    catalogue,
    origins: catalogue.service.origins,
    id: catalogue.service.id,
    carrierId: catalogue.carrier.id,
    carrierName: catalogue.carrier.name,
    name: catalogue.service.name,
    logoId: catalogue.carrier.logoId,
    dropOffOrigin: catalogue.service.atOrigin === 'dropoff',
    dropOffDestination: false,
    customsRequired: false,
  }),
);
const SOURCES = ['MAN', 'MAN', 'CSV', 'AMZ', 'ETS', 'SHO', 'WOO', 'PRE'];
const CONTENTS = ['Books', 'Clothing', 'Electronics', 'Mobile phones', 'Furniture', 'Documents', 'Toys'];

const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)]!;

type Parcel = { height: number; length: number; width: number; weight: number };

/**
 * A destination and a service that the carrier really sells from the service's warehouse to it
 * for this parcel, without customs paperwork, so that a demo draft can be priced and bought and a
 * bought shipment looks like one. A few tries, then the last one as it is.
 */
const chooseRoute = (random: () => number, parcel: Parcel) => {
  let choice: { place: (typeof PLACES)[number]; service: DemoService } | undefined;
  for (let attempt = 0; attempt < 30; attempt += 1) {
    choice = { place: pick(random, PLACES), service: pick(random, SERVICES) };
    const sender = senderFor(choice.service.origins);
    const route = routeOf(
      { country: sender.alpha2Code ?? '', zip: sender.zipCode ?? '' },
      { country: choice.place.alpha2Code ?? '', zip: choice.place.zipCode ?? '' },
    );
    const { carrier, service } = choice.service.catalogue;
    if (!route.customsRequired && exclusionOf({ carrier, service, route, packages: [parcel] }) === null)
      return choice;
  }
  return choice!;
};

const PURCHASED: ShipmentState[] = SHIPMENT_STATES.filter(
  (s) => s !== 'AWAITING_COMPLETION' && s !== 'READY_TO_PURCHASE',
);

/**
 * Shipments across every state, carrier and source, created over the last `spanDays` days.
 * Drafts make up about a third, like a working seller's account.
 */
export const generateShipmentRows = (input: {
  clientId: string;
  count: number;
  seed: number;
  now?: Date;
  spanDays?: number;
}): NewShipmentRow[] => {
  const random = seededRandom(input.seed);
  const now = input.now ?? new Date();
  const spanMs = (input.spanDays ?? 90) * 86_400_000;
  return Array.from({ length: input.count }, (_, index) => {
    const parcel: Parcel = {
      height: 5 + Math.floor(random() * 40),
      length: 10 + Math.floor(random() * 50),
      width: 10 + Math.floor(random() * 40),
      weight: Math.round((0.2 + random() * 15) * 1000) / 1000,
    };
    const route = chooseRoute(random, parcel);
    const place = route.place;
    const first = pick(random, FIRST);
    const last = pick(random, LAST);
    const to: ShipmentAddress = {
      firstName: first,
      lastName: last,
      phone: '+34600000000',
      // An e-mail address takes no accents: Tomás writes as tomas.
      email: `${first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${index}@example.com`,
      street1: `${1 + Math.floor(random() * 200)} Main Street`,
      ...place,
    };
    const roll = random();
    const state: ShipmentState =
      roll < 0.12 ? 'AWAITING_COMPLETION' : roll < 0.3 ? 'READY_TO_PURCHASE' : pick(random, PURCHASED);
    const isDraft = state === 'AWAITING_COMPLETION' || state === 'READY_TO_PURCHASE';
    const picked = state === 'AWAITING_COMPLETION' && random() < 0.5 ? null : route.service;
    const service = picked ? serviceOf(picked) : null;
    const createdAt = new Date(now.getTime() - Math.floor(random() * spanMs));
    const basePrice = 450 + Math.floor(random() * 2500);
    const reference = `SD${String(createdAt.getUTCFullYear()).slice(2)}${input.seed.toString(36).toUpperCase().padStart(4, '0').slice(-4)}${index.toString(36).toUpperCase().padStart(6, '0')}`;
    const shipmentCustomReference = random() < 0.6 ? `#${1000 + index}` : null;
    const tracking =
      isDraft || !service
        ? []
        : [generateTrackingNumber({ carrierId: service.carrierId, reference, parcelIndex: 1 })];
    const row: NewShipmentRow = {
      clientId: input.clientId,
      reference,
      state,
      step: isDraft ? (service ? 'SHIPPING_DETAILS' : 'SEARCH_INFO') : 'PURCHASED',
      source: pick(random, SOURCES),
      isArchived: state === 'DELIVERED' && random() < 0.2,
      fromAddress: senderFor(picked?.origins ?? ['ES']),
      toAddress: to,
      parcels: [parcel],
      service,
      content: { description: pick(random, CONTENTS), value: 1000 + Math.floor(random() * 20000) },
      price: service
        ? {
            currency: 'EUR',
            basePrice,
            taxPrice: Math.round(basePrice * 0.21),
            totalPrice: basePrice + Math.round(basePrice * 0.21),
            taxes: [{ percentage: 21 }],
          }
        : null,
      shipmentCustomReference,
      trackings: tracking,
      // Tracking shows on the details page; the sandbox carrier has no public tracking site to link to.
      trackingUrl: null,
      labelDownloaded: !isDraft && random() < 0.5,
      orderDate: isDraft ? null : createdAt,
      estimatedDeliveryDate: isDraft
        ? null
        : new Date(createdAt.getTime() + 3 * 86_400_000).toISOString().slice(0, 10),
      createdAt,
      updatedAt: createdAt,
    };
    return { ...row, ...denormalise(row) };
  });
};

const COLUMN_SQL = `
  client_id uuid, reference text, state text, step text, source text, is_archived boolean,
  from_address jsonb, to_address jsonb, parcels jsonb, service jsonb, content jsonb, price jsonb,
  shipment_custom_reference text, trackings jsonb, tracking_url text, label_downloaded boolean,
  order_date timestamptz, estimated_delivery_date date, carrier_name text, service_name text,
  recipient_first_name text, recipient_last_name text, created_at timestamptz, updated_at timestamptz`;
const COLUMNS = COLUMN_SQL.split(',').map((c) => c.trim().split(/\s+/)[0]!);

/** Inserts many rows in one statement (jsonb_to_recordset is ~100× faster than drizzle's builder for bulk rows). */
export const insertShipmentsBulk = async (database: Database, rows: NewShipmentRow[], chunkSize = 5000) => {
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize).map((row) => ({
      client_id: row.clientId,
      reference: row.reference,
      state: row.state,
      step: row.step,
      source: row.source,
      is_archived: row.isArchived ?? false,
      from_address: row.fromAddress,
      to_address: row.toAddress,
      parcels: row.parcels,
      service: row.service,
      content: row.content,
      price: row.price,
      shipment_custom_reference: row.shipmentCustomReference,
      trackings: row.trackings,
      tracking_url: row.trackingUrl,
      label_downloaded: row.labelDownloaded ?? false,
      order_date: row.orderDate,
      estimated_delivery_date: row.estimatedDeliveryDate,
      carrier_name: row.carrierName,
      service_name: row.serviceName,
      recipient_first_name: row.recipientFirstName,
      recipient_last_name: row.recipientLastName,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    }));
    await database.query(
      `INSERT INTO shipments (${COLUMNS.join(', ')})
       SELECT ${COLUMNS.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${COLUMN_SQL})`,
      [JSON.stringify(chunk)],
    );
  }
};
