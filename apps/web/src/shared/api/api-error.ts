import type { ErrorEnvelope } from '@shipdeck/domain/errors/error-codes';

export type ApiErrorMessage = ErrorEnvelope['messages'][number];

/** A non-2xx answer of the API, with the envelope's messages (each `message` is an i18n key). */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: ApiErrorMessage[];

  constructor(status: number, messages: ApiErrorMessage[]) {
    super(messages[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }

  get code(): string | undefined {
    return this.messages[0]?.error_code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The message key the server gave one field of a refused write (`collectionDate`), if it named it. */
export const fieldMessageOf = (error: unknown, field: string): string | undefined =>
  isApiError(error) ? error.messages.find((message) => message.field === field)?.message : undefined;

/** Network failures and unreadable answers still reach the user as a translatable key. */
export const DEFAULT_ERROR_KEY = 'error.default';
export const NETWORK_ERROR_KEY = 'error.network';

/**
 * A query whose answer cannot be shown: it never loaded, or the server says it no longer exists. A
 * later refresh that fails for another reason (the network, a busy server) keeps what was shown.
 */
export const isGone = (query: { isLoadingError: boolean; error: unknown }) =>
  query.isLoadingError || (isApiError(query.error) && query.error.status === 404);
