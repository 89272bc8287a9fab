import type { SavedParcel } from '@shipdeck/domain/parcels/parcel.schema';
import { buildInit } from '../../../testing/fixtures.ts';
import { stubApiFetch } from '../../../testing/mock-api.ts';

type Answer = { status: number; body?: unknown };
export type FakeCall = { method: string; path: string; body: unknown };

let counter = 0;
const stamp = '2026-01-01T00:00:00.000Z';

export const aParcel = (overrides: Partial<SavedParcel> = {}): SavedParcel => ({
  id: `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`,
  name: 'Shoe box',
  weight: 1.5,
  length: 35,
  width: 25,
  height: 12,
  isDefault: false,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

/** An in-memory stand-in for the saved-parcel endpoints (and GET /init). */
export const fakeParcelsApi = (options: { parcels?: SavedParcel[] } = {}) => {
  const state = { parcels: [...(options.parcels ?? [])] };
  const calls: FakeCall[] = [];
  const overrides = new Map<string, Answer>();
  const notFound = {
    status: 404,
    body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] },
  };

  const answer = (method: string, path: string, body: unknown): Answer => {
    const override = overrides.get(`${method} ${path}`);
    if (override) return override;
    if (method === 'GET' && path === '/init') return { status: 200, body: buildInit() };
    if (method === 'GET' && path === '/parcels') return { status: 200, body: state.parcels };
    if (method === 'POST' && path === '/parcels') {
      const input = body as Record<string, unknown>;
      const created = aParcel({
        name: String(input.name),
        weight: Number(String(input.weight).replace(/[,']/, '.')),
        length: Number(input.length),
        width: Number(input.width),
        height: Number(input.height),
        isDefault: state.parcels.length === 0,
      });
      state.parcels.push(created);
      return { status: 201, body: created };
    }
    const match = /^\/parcels\/([^/]+)(\/default)?$/.exec(path);
    const index = match ? state.parcels.findIndex((p) => p.id === match[1]) : -1;
    if (!match || index === -1) return notFound;
    if (method === 'POST' && match[2]) {
      state.parcels = state.parcels.map((p, i) => ({ ...p, isDefault: i === index }));
      return { status: 200, body: state.parcels };
    }
    if (method === 'DELETE') {
      state.parcels.splice(index, 1);
      return { status: 204 };
    }
    return notFound;
  };

  stubApiFetch(({ method, path, body }) => {
    calls.push({ method, path, body });
    return answer(method, path, body);
  });

  return { state, calls, overrides };
};
