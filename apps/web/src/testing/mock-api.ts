import { vi } from 'vitest';

export type MockResponse = { status: number; body?: unknown };
type Handler = (request: { body: unknown; headers: Record<string, string> }) => MockResponse;

export type RecordedCall = { method: string; path: string; body: unknown; headers: Record<string, string> };

/**
 * Replaces fetch with a table of `'METHOD /path'` → answer (paths under /api/v1, without query).
 * An unlisted call answers 404 with the error envelope, as the server does.
 */
export const mockApi = (routes: Record<string, Handler | MockResponse>) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers });
    const route = routes[`${method} ${path}`];
    const answer: MockResponse = route
      ? typeof route === 'function'
        ? route({ body, headers })
        : route
      : { status: 404, body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Changes or adds an answer after rendering, e.g. to make the session expire. */
    set: (key: string, handler: Handler | MockResponse) => {
      routes[key] = handler;
    },
  };
};

export const unauthorized: MockResponse = {
  status: 401,
  body: { messages: [{ error_code: 'Unauthorized', message: 'error.unauthorized' }] },
};
