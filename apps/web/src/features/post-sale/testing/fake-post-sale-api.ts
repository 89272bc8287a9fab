import type { Pickup } from '@shipdeck/domain/pickups/pickup.schema';
import type { TrackingResponse } from '@shipdeck/domain/shipments/post-sale.schema';
import { displayStatusOf } from '@shipdeck/domain/shipments/rules/display-status';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { buildInit } from '../../../testing/fixtures.ts';
import { stubApiFetch } from '../../../testing/mock-api.ts';
import { answerPickup } from './fake-pickups.ts';

type Answer = { status: number; body?: unknown };
export type FakeCall = { method: string; path: string; query: URLSearchParams; body: unknown };

const LABEL_STATES: ShipmentState[] = [
  'READY_TO_PRINT',
  'READY_FOR_COLLECTION',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
];

/** A purchased shipment as GET /shipments/:reference answers it. */
export const aPurchasedShipment = (
  overrides: { reference?: string; state?: ShipmentState; step?: string } & {
    data?: Partial<ShipmentView['data']>;
  } = {},
): ShipmentView => {
  const state = overrides.state ?? 'READY_TO_PRINT';
  return {
    reference: overrides.reference ?? 'SD26POST0001',
    state,
    displayStatus: displayStatusOf(state),
    step: overrides.step ?? 'PURCHASED',
    inboxes: ['ALL'],
    actions: {
      canBePurchased: false,
      canDownloadLabels: LABEL_STATES.includes(state),
      canSelectPrintInStore: false,
    },
    data: {
      source: 'MAN',
      from: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        street1: 'Calle Mayor 1',
        city: 'Madrid',
        zipCode: '28013',
        alpha2Code: 'ES',
        email: 'ada@example.com',
        phone: '+34600000000',
      },
      to: {
        firstName: 'Grace',
        lastName: 'Hopper',
        street1: '1 Rue de Rivoli',
        city: 'Paris',
        zipCode: '75001',
        alpha2Code: 'FR',
        email: 'grace@example.com',
      },
      parcels: [{ height: 10, length: 20, width: 15, weight: 1.5 }],
      service: {
        id: 'gls-euro-business',
        carrierId: 'gls',
        carrierName: 'GLS',
        name: 'EuroBusinessParcel',
        dropOffOrigin: false,
        dropOffDestination: false,
        customsRequired: false,
        transitHours: 72,
      },
      content: { description: 'Books', value: 2000 },
      currency: 'EUR',
      price: {
        currency: 'EUR',
        basePrice: 1000,
        taxPrice: 210,
        totalPrice: 1210,
        taxes: [{ percentage: 21 }],
      },
      collection: { date: '2026-03-04' },
      dropoffPointId: null,
      estimatedDeliveryDate: '2026-03-07',
      shipmentCustomReference: 'ORDER-77',
      hasCustoms: false,
      orderDate: '2026-03-02T09:00:00.000Z',
      trackings: ['GLS123456789'],
      trackingUrl: null,
      labelDownloaded: false,
      isObfuscated: false,
      isArchived: false,
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-02T09:00:00.000Z',
      ...overrides.data,
    },
  };
};

export const trackingOf = (reference: string): TrackingResponse => ({
  reference,
  trackingNumbers: ['GLS123456789'],
  entries: [
    {
      at: '2026-03-02T09:00:00.000Z',
      state: 'READY_TO_PRINT',
      event: 'LABEL_CREATED',
      location: 'Madrid',
      // The carrier's own words: the page shows the event in the reader's language instead.
      description: 'Etiqueta grabada',
    },
    {
      at: '2026-03-02T15:00:00.000Z',
      state: 'IN_TRANSIT',
      event: 'COLLECTED',
      location: 'Madrid',
      description: 'Recogido por el transportista',
    },
    {
      at: '2026-03-02T17:00:00.000Z',
      state: 'IN_TRANSIT',
      event: 'HUB_SCAN',
      location: 'Madrid hub',
      description: 'SCAN - MADRID HUB',
    },
  ],
});

/** GET /shipments/:reference/products as the page reads it: only the chosen extras matter here. */
export const productsOf = (reference: string, selection: { printInStore: boolean }) => ({
  shipmentsPriceDetails: [
    {
      reference,
      selection: {
        insurance: { option: 'STANDARD', value: 2000, coverage: 75000 },
        adultSignature: false,
        additionalHandling: false,
        proofOfDelivery: false,
        cashOnDelivery: null,
        voucher: null,
        ...selection,
      },
    },
  ],
  totalPrice: {
    basePrice: 1000,
    taxPrice: 210,
    totalPrice: 1210,
    currency: 'EUR',
    taxes: [{ percentage: 21 }],
  },
});

export const CUSTOMS_PDF_URL = '/api/v1/files/clients/c1/customs/invoice-1.pdf?disposition=attachment';

/**
 * An in-memory stand-in for the post-sale endpoints (and GET /init). `overrides` answers a
 * 'METHOD /path' before the built-in behaviour. The shipment was bought without print in store
 * unless `extras.printInStore`; a shipment with customs has a stored customs invoice.
 */
export const fakePostSaleApi = (shipment: ShipmentView, extras: { printInStore?: boolean } = {}) => {
  const state: { shipment: ShipmentView; pickup: Pickup | null } = { shipment, pickup: null };
  const calls: FakeCall[] = [];
  const overrides = new Map<string, Answer | ((call: FakeCall) => Answer)>();
  const base = `/shipments/${shipment.reference}`;

  const answer = (call: FakeCall): Answer => {
    const key = `${call.method} ${call.path}`;
    const override = overrides.get(key);
    if (override) return typeof override === 'function' ? override(call) : override;
    if (key === 'GET /init') return { status: 200, body: buildInit() };
    if (key === `GET ${base}`) return { status: 200, body: state.shipment };
    if (key === `GET ${base}/tracking`) return { status: 200, body: trackingOf(shipment.reference) };
    if (key === `GET ${base}/products`)
      return {
        status: 200,
        body: productsOf(shipment.reference, { printInStore: extras.printInStore ?? false }),
      };
    if (key === `GET ${base}/customs-invoice` && state.shipment.data.hasCustoms)
      return {
        status: 200,
        body: { id: 'invoice-1', status: 'COMPLETED', isUsed: true, pdfUrl: CUSTOMS_PDF_URL },
      };
    if (key === 'GET /shipments/labels') {
      const format = call.query.get('format') ?? '4x6';
      return {
        status: 200,
        body: { [format]: { url: `/api/v1/files/label.pdf?disposition=${call.query.get('disposition')}` } },
      };
    }
    if (key === `POST ${base}/labels/email`) return { status: 204 };
    const pickupAnswer = answerPickup(call, state);
    if (pickupAnswer) return pickupAnswer;
    if (key === `POST ${base}/cancel`) {
      state.shipment = {
        ...state.shipment,
        state: 'CANCEL_REQUESTED',
        displayStatus: 'CANCELED',
        actions: { ...state.shipment.actions, canDownloadLabels: false },
      };
      return { status: 200, body: state.shipment };
    }
    return { status: 404, body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] } };
  };

  stubApiFetch(({ method, path, query, body }) => {
    const call: FakeCall = { method, path, query, body };
    calls.push(call);
    return answer(call);
  });

  return { state, calls, overrides };
};
