import { normaliseHsCode } from '@shipdeck/domain/customs/hs-code';
import type { Product } from '@shipdeck/domain/products/product.schema';
import { buildInit } from '../../../testing/fixtures.ts';
import { type ApiCall, type MockResponse, stubApiFetch } from '../../../testing/mock-api.ts';

export type FakeCall = { method: string; path: string; query: URLSearchParams; body: unknown };

let counter = 0;
const stamp = '2026-01-01T00:00:00.000Z';

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: `00000000-0000-4000-9100-${String(++counter).padStart(12, '0')}`,
  description: 'Cotton T-shirt',
  hsCode: '61091000',
  originCountry: 'PT',
  unitValue: 1250,
  currency: 'EUR',
  weightGrams: 180,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

const matches = (product: Product, search: string) => {
  const digits = normaliseHsCode(search);
  return (
    product.description.toLowerCase().includes(search.toLowerCase()) ||
    (/^\d+$/.test(digits) && product.hsCode.startsWith(digits))
  );
};

/**
 * An in-memory stand-in for the product endpoints, searching and sorting as the server does.
 * `answer` lets a test add the other endpoints of the page it renders.
 */
export const fakeProductsApi = (
  options: { products?: Product[]; answer?: (call: ApiCall) => MockResponse | undefined } = {},
) => {
  const state = { products: [...(options.products ?? [])] };
  const calls: FakeCall[] = [];
  const overrides = new Map<string, MockResponse>();
  const notFound = {
    status: 404,
    body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] },
  };

  const answer = (call: ApiCall): MockResponse => {
    const { method, path, query, body } = call;
    const override = overrides.get(`${method} ${path}`);
    if (override) return override;
    const other = options.answer?.(call);
    if (other) return other;
    if (method === 'GET' && path === '/init') return { status: 200, body: buildInit() };
    if (method === 'GET' && path === '/products') {
      const search = query.get('search') ?? '';
      const found = state.products
        .filter((product) => !search || matches(product, search))
        .sort((a, b) => a.description.toLowerCase().localeCompare(b.description.toLowerCase()));
      return {
        status: 200,
        body: {
          products: found.slice(0, Number(query.get('limit') ?? 500)),
          totalMatching: found.length,
          totalSaved: state.products.length,
        },
      };
    }
    if (method === 'POST' && path === '/products') {
      const created = aProduct(body as Partial<Product>);
      state.products.push(created);
      return { status: 201, body: created };
    }
    const match = /^\/products\/([^/]+)$/.exec(path);
    const index = match ? state.products.findIndex((p) => p.id === match[1]) : -1;
    if (!match || index === -1) return notFound;
    if (method === 'PUT') {
      state.products[index] = { ...state.products[index]!, ...(body as Partial<Product>) };
      return { status: 200, body: state.products[index] };
    }
    if (method === 'DELETE') {
      state.products.splice(index, 1);
      return { status: 204 };
    }
    return notFound;
  };

  stubApiFetch((call) => {
    calls.push({ method: call.method, path: call.path, query: call.query, body: call.body });
    return answer(call);
  });

  return { state, calls, overrides };
};
