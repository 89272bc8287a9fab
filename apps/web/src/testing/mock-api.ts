import { vi } from 'vitest';

export type MockResponse = { status: number; body?: unknown };
type Handler = (request: {
  body: unknown;
  headers: Record<string, string>;
  query: URLSearchParams;
}) => MockResponse;

export type RecordedCall = { method: string; path: string; body: unknown; headers: Record<string, string> };

/** One call the app made to the API, as the fakes read it. */
export type ApiCall = {
  method: string;
  url: URL;
  /** Under /api/v1, without the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The page views the shell sent since fetch was last stubbed. They are answered here and never reach the
 * fakes, so a feature's test sees only the calls its feature makes.
 */
export const pageViewsSent: unknown[] = [];

const isPageView = (method: string, url: URL) => method === 'POST' && url.pathname === '/api/v1/page-views';

/**
 * The time zones the shell reported since fetch was last stubbed; answered here like the page views. A
 * test makes the next report wait or fail through `timeZoneAnswer`.
 */
export const timeZonesSent: unknown[] = [];
export const timeZoneAnswer: { next: Promise<MockResponse> | null } = { next: null };

const isTimeZoneReport = (method: string, url: URL) =>
  method === 'PUT' && url.pathname === '/api/v1/user/time-zone';

/** Replaces fetch with `respond`, which answers each API call as the server would (JSON). */
export const stubApiFetch = (respond: (call: ApiCall) => MockResponse | Promise<MockResponse>) => {
  pageViewsSent.length = 0;
  timeZonesSent.length = 0;
  timeZoneAnswer.next = null;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (isTimeZoneReport((init.method ?? 'GET').toUpperCase(), url)) {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      timeZonesSent.push(body);
      const answer = (await timeZoneAnswer.next) ?? { status: 200, body };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (isPageView((init.method ?? 'GET').toUpperCase(), url)) {
      pageViewsSent.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
      return new Response(JSON.stringify({ counted: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    const answer = await respond({
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
      signal: init.signal ?? undefined,
    });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/**
 * Replaces fetch with a table of `'METHOD /path'` → answer (paths under /api/v1, without query).
 * An unlisted call answers 404 with the error envelope, as the server does.
 */
export const mockApi = (routes: Record<string, Handler | MockResponse>) => {
  const calls: RecordedCall[] = [];
  stubApiFetch(({ method, path, body, headers, query }) => {
    calls.push({ method, path, body, headers });
    const route = routes[`${method} ${path}`];
    return route
      ? typeof route === 'function'
        ? route({ body, headers, query })
        : route
      : { status: 404, body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] } };
  });
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
