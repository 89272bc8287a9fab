import { AppError } from '../../platform/errors/app-error.ts';

export const invalidCredentials = () =>
  new AppError({ code: 'InvalidCredentials', status: 401, messageKey: 'auth.error.invalid-credentials' });

export const unknownTenant = () =>
  new AppError({
    code: 'ValueNotAllowedField',
    status: 400,
    messageKey: 'auth.error.unknown-tenant',
    field: 'tenant',
  });

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError({
    code: 'TooManyRequests',
    status: 429,
    messageKey: 'error.too-many-requests',
    details: { retryAfterSeconds },
  });

export const invalidToken = () =>
  new AppError({ code: 'InvalidToken', status: 400, messageKey: 'auth.error.invalid-token', field: 'token' });

export const csrfTokenInvalid = () =>
  new AppError({ code: 'CsrfTokenInvalid', status: 403, messageKey: 'error.csrf-token-invalid' });
