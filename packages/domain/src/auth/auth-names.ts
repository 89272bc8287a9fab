/** Names of the session and CSRF cookies and of the headers that carry a CSRF token or an API key. */
export const SESSION_COOKIE = 'sd_session';
export const CSRF_COOKIE = 'sd_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const API_KEY_HEADER = 'x-api-key';
