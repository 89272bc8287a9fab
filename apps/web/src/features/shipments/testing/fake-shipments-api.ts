import { displayStatusOf } from '@shipdeck/domain/shipments/rules/display-status';
import { inboxesOf } from '@shipdeck/domain/shipments/rules/inbox-membership';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { INBOXES, type ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { stubApiFetch } from '../../../testing/mock-api.ts';

type Answer = { status: number; body?: unknown };
export type FakeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  signal?: AbortSignal;
};

let counter = 0;

/** A shipment as the API shows it; `state` decides display status and inboxes. */
export const aShipment = (
  overrides: { reference?: string; state?: ShipmentState; isArchived?: boolean; createdAt?: string } & {
    data?: Partial<ShipmentView['data']>;
  } = {},
): ShipmentView => {
  counter += 1;
  const state = overrides.state ?? 'READY_TO_PURCHASE';
  const isArchived = overrides.isArchived ?? false;
  const createdAt = overrides.createdAt ?? new Date(Date.UTC(2026, 2, 1) + counter * 60_000).toISOString();
  return {
    reference: overrides.reference ?? `SD26TEST${String(counter).padStart(4, '0')}`,
    state,
    displayStatus: displayStatusOf(state),
    step: state === 'AWAITING_COMPLETION' ? 'SHIPPING_DETAILS' : 'PURCHASED',
    inboxes: inboxesOf({ state, isArchived }),
    actions: {
      canBePurchased: state === 'READY_TO_PURCHASE',
      canDownloadLabels: [
        'READY_TO_PRINT',
        'READY_FOR_COLLECTION',
        'IN_TRANSIT',
        'OUT_FOR_DELIVERY',
      ].includes(state),
      canSelectPrintInStore: false,
    },
    data: {
      source: 'SHO',
      from: { firstName: 'Ada', lastName: 'Lovelace', city: 'London', zipCode: 'SW1A 1AA', alpha2Code: 'GB' },
      to: { firstName: 'Grace', lastName: 'Hopper', city: 'Paris', zipCode: '75001', alpha2Code: 'FR' },
      parcels: [{ height: 10, length: 20, width: 15, weight: 1.5 }],
      service: {
        id: 'ups-standard',
        carrierId: 'ups',
        carrierName: 'UPS',
        name: 'Standard',
        dropOffOrigin: false,
        dropOffDestination: false,
        customsRequired: false,
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
      collection: { date: null },
      dropoffPointId: null,
      estimatedDeliveryDate: null,
      shipmentCustomReference: null,
      hasCustoms: false,
      orderDate: null,
      trackings: [],
      trackingUrl: null,
      labelDownloaded: false,
      isObfuscated: false,
      isArchived,
      createdAt,
      updatedAt: createdAt,
      ...overrides.data,
    },
  };
};

const statsOf = (shipments: ShipmentView[]) => {
  const stats: Record<string, number> = Object.fromEntries(
    INBOXES.filter((inbox) => inbox !== 'ARCHIVED').map((inbox) => [inbox, 0]),
  );
  for (const shipment of shipments) {
    for (const inbox of shipment.inboxes) if (inbox !== 'ARCHIVED') stats[inbox] = (stats[inbox] ?? 0) + 1;
  }
  return stats;
};

/**
 * An in-memory stand-in for the shipments endpoints (and GET /init). Lists newest first, filter by
 * inbox, `q` (reference contains) and `carrier_name`, page with limit/offset like the server.
 */
export const fakeShipmentsApi = (options: { shipments?: ShipmentView[] } = {}) => {
  const state = { shipments: [...(options.shipments ?? [])], nextReference: 9000 };
  const calls: FakeCall[] = [];
  /** 'METHOD /path' → answer, or a function of the call; checked before the built-in behaviour. */
  const overrides = new Map<string, Answer | ((call: FakeCall) => Answer | undefined)>();
  /** Calls held until released, to see LOADING states and cancellation. */
  const held = new Set<string>();
  const releases: (() => void)[] = [];
  const notFound = {
    status: 404,
    body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] },
  };

  const list = (query: URLSearchParams): Answer => {
    const inbox = query.get('inbox') ?? 'ALL';
    const q = query.get('q')?.toLowerCase();
    const carrier = query.get('carrier_name');
    const limit = Number(query.get('limit') ?? 20);
    const offset = Number(query.get('offset') ?? 0);
    const matching = state.shipments
      .filter((s) => s.inboxes.includes(inbox as ShipmentView['inboxes'][number]))
      .filter((s) => !q || s.reference.toLowerCase().includes(q))
      .filter((s) => !carrier || s.data.service?.carrierName === carrier)
      .sort((a, b) => b.data.createdAt.localeCompare(a.data.createdAt));
    return {
      status: 200,
      body: {
        content: matching.slice(offset, offset + limit),
        pagination: {
          currentPage: Math.floor(offset / limit) + 1,
          totalPages: Math.ceil(matching.length / limit),
          totalElements: matching.length,
        },
      },
    };
  };

  const answer = (call: FakeCall): Answer => {
    const key = `${call.method} ${call.path}`;
    const override = overrides.get(key);
    if (override) {
      const result = typeof override === 'function' ? override(call) : override;
      if (result) return result;
    }
    if (key === 'GET /init') return { status: 200, body: buildInit() };
    if (key === 'GET /shipments') return list(call.query);
    if (key === 'GET /shipments/stats') return { status: 200, body: statsOf(state.shipments) };
    if (key === 'GET /shipments/carriers') return { status: 200, body: ['DPD', 'UPS'] };
    if (key === 'GET /shipments/sources') return { status: 200, body: ['AMZ', 'SHO'] };
    if (key === 'POST /shipments/report')
      return { status: 202, body: { reportId: '00000000-0000-4000-8000-000000000001' } };
    if (key === 'DELETE /shipments') {
      const references = (call.body as { references: string[] }).references;
      state.shipments = state.shipments.filter((s) => !references.includes(s.reference));
      return { status: 200, body: { deleted: references, failed: [] } };
    }
    const copy = /^\/shipments\/([^/]+)\/(duplicate|return)$/.exec(call.path);
    if (call.method === 'POST' && copy) {
      state.nextReference += 1;
      const created = aShipment({ reference: `SD26NEW${state.nextReference}`, state: 'AWAITING_COMPLETION' });
      state.shipments.push(created);
      return { status: 201, body: { reference: created.reference } };
    }
    return notFound;
  };

  stubApiFetch(async ({ method, path, query, body, signal }) => {
    const call: FakeCall = { method, path, query, body, signal };
    calls.push(call);
    if (held.has(`${call.method} ${call.path}`)) {
      await new Promise<void>((resolve, reject) => {
        releases.push(resolve);
        call.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    return answer(call);
  });

  return {
    state,
    calls,
    overrides,
    listCalls: () => calls.filter((call) => call.method === 'GET' && call.path === '/shipments'),
    hold: (key: string) => held.add(key),
    release: () => {
      held.clear();
      for (const release of releases.splice(0)) release();
    },
  };
};

export const serverError: Answer = {
  status: 500,
  body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
};

/**
 * jsdom has no IntersectionObserver: this one records what is observed so a test can say
 * "this element came into view" (infinite scroll, notification badges).
 */
export const installIntersectionObserver = () => {
  const observers: {
    callback: IntersectionObserverCallback;
    elements: Set<Element>;
    options?: IntersectionObserverInit;
  }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: new Set(), options };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    observers,
    /** Tells every observer of `element` that it is now visible at `ratio`. */
    show: (element: Element, ratio = 1) => {
      for (const observer of observers) {
        if (!observer.elements.has(element)) continue;
        observer.callback(
          [
            {
              target: element,
              isIntersecting: ratio > 0,
              intersectionRatio: ratio,
            } as IntersectionObserverEntry,
          ],
          observer as unknown as IntersectionObserver,
        );
      }
    },
  };
};
