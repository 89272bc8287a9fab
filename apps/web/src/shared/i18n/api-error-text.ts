import type { TFunction } from 'i18next';
import { DEFAULT_ERROR_KEY, isApiError } from '../api/api-error.ts';
import { i18n } from './i18n.ts';

type DynamicT = (key: string, options?: Record<string, unknown>) => string;

/**
 * Server messages are i18n keys. Shows the translation of a key the server sent, or
 * the default message when this build has no text for it.
 */
export const translateMessageKey = (t: TFunction, key: string, field?: string): string => {
  const dynamicT = t as unknown as DynamicT;
  const options = { field: field ?? t('form.this-field') };
  return dynamicT(i18n.exists(key) ? key : DEFAULT_ERROR_KEY, options);
};

/** The text of any error (API error, network failure, bug) for a toast or an alert. */
export const apiErrorText = (t: TFunction, error: unknown, field?: string): string =>
  translateMessageKey(
    t,
    isApiError(error) ? (error.messages[0]?.message ?? DEFAULT_ERROR_KEY) : DEFAULT_ERROR_KEY,
    field,
  );
