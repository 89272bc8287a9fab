import { isApiError } from '../../../shared/api/api-error.ts';

/**
 * How the panel answers an error: an invalid number or code is a toast and the seller stays where
 * they are; a cooldown (with the time left) or anything else is the error view.
 */
export const phoneErrorAction = (
  error: unknown,
): { kind: 'toast' } | { kind: 'error-view'; remainingMs: number | null } => {
  if (isApiError(error) && (error.code === 'InvalidPhoneNumber' || error.code === 'InvalidOTP'))
    return { kind: 'toast' };
  const remaining = isApiError(error) ? error.messages[0]?.remainingMs : undefined;
  return { kind: 'error-view', remainingMs: remaining ?? null };
};
