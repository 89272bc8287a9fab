import type { ShippingRule, ShippingRuleOptions } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import {
  ACTION_DEFINITIONS,
  ACTION_OPERATIONS,
  CONDITION_DEFINITIONS,
} from '@shipdeck/domain/shipping-rules/shipping-rule-definitions';
import { buildInit } from '../../../testing/fixtures.ts';
import { stubApiFetch } from '../../../testing/mock-api.ts';

type Answer = { status: number; body?: unknown };
export type FakeCall = { method: string; path: string; body: unknown };

let counter = 0;

export const aRule = (overrides: Partial<ShippingRule> = {}): ShippingRule => ({
  id: `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`,
  alias: 'Express to France',
  enabled: true,
  position: counter,
  updated: '2026-03-04T11:05:00.000Z',
  conditions: [{ identifier: 'DESTINATION', operation: 'EQUALS', value: 'FR' }],
  actions: [{ identifier: 'SERVICE', operation: 'ASSIGN', value: 'ups-express' }],
  ...overrides,
});

const OPTIONS: ShippingRuleOptions = {
  services: [{ value: 'ups-express', label: 'UPS Express', tags: ['express', 'collection', 'door'] }],
  destinations: [
    { value: 'FR', label: 'France' },
    { value: 'ES-CN', label: 'Canary Islands' },
  ],
  sources: [{ value: 'CSV', label: 'CSV import' }],
  warehouses: [{ value: 'w-1', label: 'Madrid store' }],
  parcels: [{ value: 'p-1', label: 'Shoe box', sublabel: '1.5 kg · 35 × 25 × 12 cm' }],
};

/** An in-memory stand-in for the shipping-rule endpoints (and GET /init). */
export const fakeShippingRulesApi = (options: { rules?: ShippingRule[]; max?: number } = {}) => {
  const state = { rules: [...(options.rules ?? [])] };
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
    if (method === 'GET' && path === '/shipping-rules') return { status: 200, body: state.rules };
    if (method === 'GET' && path === '/shipping-rules/definitions') {
      return {
        status: 200,
        body: {
          conditions: CONDITION_DEFINITIONS,
          actions: ACTION_DEFINITIONS,
          actionOperations: ACTION_OPERATIONS,
          maxShippingRules: options.max ?? 15,
        },
      };
    }
    if (method === 'GET' && path === '/shipping-rules/options') return { status: 200, body: OPTIONS };
    if (method === 'POST' && path === '/shipping-rules') {
      const created = aRule({ ...(body as Partial<ShippingRule>), position: state.rules.length + 1 });
      state.rules.push(created);
      return { status: 201, body: created };
    }
    if (method === 'POST' && path === '/shipping-rules/swap') {
      const { firstId, secondId } = body as { firstId: string; secondId: string };
      const first = state.rules.findIndex((rule) => rule.id === firstId);
      const second = state.rules.findIndex((rule) => rule.id === secondId);
      [state.rules[first], state.rules[second]] = [state.rules[second]!, state.rules[first]!];
      return { status: 200, body: state.rules };
    }
    const match = /^\/shipping-rules\/([^/]+)(\/enabled)?$/.exec(path);
    const index = match ? state.rules.findIndex((rule) => rule.id === match[1]) : -1;
    if (!match || index === -1) return notFound;
    if (method === 'PUT' && match[2]) {
      state.rules[index] = { ...state.rules[index]!, enabled: (body as { enabled: boolean }).enabled };
      return { status: 200, body: state.rules[index] };
    }
    if (method === 'PUT') {
      state.rules[index] = { ...state.rules[index]!, ...(body as Partial<ShippingRule>) };
      return { status: 200, body: state.rules[index] };
    }
    if (method === 'DELETE') {
      state.rules.splice(index, 1);
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
