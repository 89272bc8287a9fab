import type { ErrorCode } from '@shipdeck/domain/errors/error-codes';

type AppErrorOptions = {
  code: ErrorCode;
  status: number;
  /** i18n message key sent to the browser. */
  messageKey: string;
  field?: string;
  /** Extra machine-readable data for the client (e.g. remaining cooldown). */
  details?: Record<string, unknown>;
  cause?: unknown;
};

/** The one error type of the server; the error handler maps it to the response envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: string;
  readonly field?: string;
  readonly details?: Record<string, unknown>;

  constructor(options: AppErrorOptions) {
    super(`${options.code}: ${options.messageKey}`, { cause: options.cause });
    this.code = options.code;
    this.status = options.status;
    this.messageKey = options.messageKey;
    this.field = options.field;
    this.details = options.details;
  }
}

export const notFound = (messageKey = 'error.not-found') =>
  new AppError({ code: 'NotFound', status: 404, messageKey });

export const badRequest = (options: { code?: ErrorCode; messageKey: string; field?: string }) =>
  new AppError({
    code: options.code ?? 'InvalidPayload',
    status: 400,
    messageKey: options.messageKey,
    field: options.field,
  });

export const unauthorized = () =>
  new AppError({ code: 'Unauthorized', status: 401, messageKey: 'error.unauthorized' });

export const forbidden = (messageKey = 'error.forbidden') =>
  new AppError({ code: 'Forbidden', status: 403, messageKey });

export const limitExceeded = (messageKey: string) =>
  new AppError({ code: 'LimitExceeded', status: 409, messageKey });
