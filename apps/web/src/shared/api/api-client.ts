import { CSRF_COOKIE, CSRF_HEADER } from '@shipdeck/domain/auth/auth-names';
import { ApiError, DEFAULT_ERROR_KEY, NETWORK_ERROR_KEY } from './api-error.ts';

export const API_BASE = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sign-in calls answer 401 for a wrong password: that is a form error, not a lost session, so
   * they opt out of the global "401 → login" rule.
   */
  isSessionCheckSkipped?: boolean;
};

let unauthorizedHandler: (() => void) | undefined;
let isSessionEnding = false;

/** Any 401 drops the session; the app installs what that means (clear cache, go to login). */
export const setUnauthorizedHandler = (handler: (() => void) | undefined) => {
  unauthorizedHandler = handler;
};

/**
 * The app is ending the session itself (account closed): calls still in flight will meet a 401,
 * which must not turn the page it is going to into "your session has ended". Cleared when an auth
 * page opens.
 */
export const setSessionEnding = (isEnding: boolean) => {
  isSessionEnding = isEnding;
};

export const readCookie = (name: string): string | undefined => {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

const parseError = async (response: Response): Promise<ApiError> => {
  try {
    const body: unknown = await response.json();
    // The schema (and zod with it) loads with the first error, not with the first screen.
    const { errorEnvelopeSchema } = await import('@shipdeck/domain/errors/error-codes');
    const parsed = errorEnvelopeSchema.safeParse(body);
    if (parsed.success) return new ApiError(response.status, parsed.data.messages);
  } catch {
    // Not JSON (a proxy error page, an empty body): fall through to the default message.
  }
  return new ApiError(response.status, [{ error_code: 'Default', message: DEFAULT_ERROR_KEY }]);
};

export const apiRequest = async <T>(path: string, options: ApiRequestOptions = {}): Promise<T> => {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, [{ error_code: 'Default', message: NETWORK_ERROR_KEY }]);
  }
  if (response.status === 401 && !options.isSessionCheckSkipped && !isSessionEnding) unauthorizedHandler?.();
  if (!response.ok) throw await parseError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
};
