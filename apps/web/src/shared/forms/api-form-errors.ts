import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { DEFAULT_ERROR_KEY, isApiError } from '../api/api-error.ts';

/**
 * Puts the server's field messages on the matching inputs (the envelope names the field of a
 * validation failure) and returns the message key for the form-level alert, if any is left.
 */
export const applyApiFormErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | undefined => {
  if (!isApiError(error)) return DEFAULT_ERROR_KEY;
  let formMessage: string | undefined;
  for (const message of error.messages) {
    const field = message.field?.split('.').pop() as Path<T> | undefined;
    if (field && fields.includes(field)) setError(field, { type: 'server', message: message.message });
    else formMessage ??= message.message;
  }
  return formMessage;
};
