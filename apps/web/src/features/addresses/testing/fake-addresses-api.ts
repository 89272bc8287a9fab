import type { Recipient, Warehouse } from '@shipdeck/domain/addresses/address.schema';
import type { PostalCode } from '@shipdeck/domain/geo/geo.schema';
import { buildInit } from '../../../testing/fixtures.ts';
import { stubApiFetch } from '../../../testing/mock-api.ts';

type Answer = { status: number; body?: unknown };
export type FakeCall = { method: string; url: URL; body: unknown; at: number };

const stamp = '2026-01-01T00:00:00.000Z';
let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export const aWarehouse = (overrides: Partial<Warehouse> = {}): Warehouse => ({
  id: nextId(),
  alias: 'Madrid store',
  firstName: 'Lucía',
  lastName: 'García',
  company: null,
  email: 'lucia@example.es',
  phone: '612345678',
  street1: 'Calle Mayor 1',
  street2: null,
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
  state: null,
  postalCodeId: null,
  isDefault: false,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

export const aRecipient = (overrides: Partial<Recipient> = {}): Recipient => {
  const { isDefault: _unused, ...warehouse } = aWarehouse();
  return {
    ...warehouse,
    alias: 'Luc in Paris',
    alpha2Code: 'FR',
    zipCode: '75001',
    city: 'Paris',
    ...overrides,
  };
};

/**
 * An in-memory stand-in for the address endpoints (and GET /init), answering as the server does:
 * one default warehouse, the recipient book paged and filtered by alias, postcode suggestions.
 */
export const fakeAddressesApi = (
  options: { warehouses?: Warehouse[]; recipients?: Recipient[]; postalCodes?: PostalCode[] } = {},
) => {
  const state = {
    warehouses: [...(options.warehouses ?? [])],
    recipients: [...(options.recipients ?? [])],
    postalCodes: options.postalCodes ?? [],
  };
  const calls: FakeCall[] = [];
  /** Answers that replace the fake's for `'METHOD /path'` (e.g. to make a save fail). */
  const overrides = new Map<string, Answer>();

  const answer = (method: string, url: URL, body: unknown): Answer => {
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const override = overrides.get(`${method} ${path}`);
    if (override) return override;
    if (method === 'GET' && path === '/init') return { status: 200, body: buildInit() };
    if (method === 'GET' && path === '/warehouses') return { status: 200, body: state.warehouses };
    if (method === 'POST' && path === '/warehouses') {
      const created = aWarehouse({ ...(body as object), isDefault: state.warehouses.length === 0 });
      state.warehouses.push(created);
      return { status: 201, body: created };
    }
    const warehouse = /^\/warehouses\/([^/]+)(\/default)?$/.exec(path);
    if (warehouse) {
      const index = state.warehouses.findIndex((w) => w.id === warehouse[1]);
      if (index === -1)
        return { status: 404, body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] } };
      if (method === 'POST' && warehouse[2]) {
        state.warehouses = state.warehouses.map((w, i) => ({ ...w, isDefault: i === index }));
        return { status: 200, body: state.warehouses };
      }
      if (method === 'PUT') {
        state.warehouses[index] = { ...state.warehouses[index]!, ...(body as object) };
        return { status: 200, body: state.warehouses[index] };
      }
      if (method === 'DELETE') {
        const [removed] = state.warehouses.splice(index, 1);
        if (removed?.isDefault && state.warehouses[0]) state.warehouses[0].isDefault = true;
        return { status: 204 };
      }
    }
    if (method === 'GET' && path === '/recipients') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 9);
      const alias = url.searchParams.get('alias')?.toLowerCase();
      const matching = state.recipients
        .filter((r) => !alias || r.alias.toLowerCase().includes(alias))
        .sort((a, b) => a.alias.localeCompare(b.alias));
      return {
        status: 200,
        body: {
          content: matching.slice((page - 1) * size, page * size),
          pagination: {
            currentPage: page,
            totalElements: matching.length,
            totalPages: Math.ceil(matching.length / size),
          },
        },
      };
    }
    if (method === 'POST' && path === '/recipients') {
      const created = aRecipient(body as Partial<Recipient>);
      state.recipients.push(created);
      return { status: 201, body: created };
    }
    const recipient = /^\/recipients\/([^/]+)$/.exec(path);
    const recipientIndex = state.recipients.findIndex((r) => r.id === recipient?.[1]);
    if (recipient && method === 'PUT' && recipientIndex !== -1) {
      state.recipients[recipientIndex] = { ...state.recipients[recipientIndex]!, ...(body as object) };
      return { status: 200, body: state.recipients[recipientIndex] };
    }
    if (recipient && method === 'DELETE') {
      state.recipients = state.recipients.filter((r) => r.id !== recipient[1]);
      return { status: 204 };
    }
    if (method === 'GET' && path === '/postal-codes') {
      const q = url.searchParams.get('q') ?? '';
      return { status: 200, body: state.postalCodes.filter((code) => code.zipCode.startsWith(q)) };
    }
    return { status: 404, body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] } };
  };

  stubApiFetch(({ method, url, body }) => {
    calls.push({ method, url, body, at: Date.now() });
    return answer(method, url, body);
  });

  return {
    state,
    calls,
    overrides,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.url.pathname === `/api/v1${path}`),
  };
};
