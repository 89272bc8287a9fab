/** Password minimum length, counted after trimming. */
export const PASSWORD_MIN_LENGTH = 12;
/** Our own ceiling, so a hostile body cannot make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 256;

/** Message key shown when a password breaks the password rule (checkPassword). */
export const PASSWORD_RULE_MESSAGE_KEY = 'form.error.password-rule';

export type PasswordRuleCheck = {
  hasMinLength: boolean;
  hasLowercase: boolean;
  hasUppercase: boolean;
  hasDigit: boolean;
  hasSpecialOrWhitespace: boolean;
};

/**
 * The password rule: at least 12 characters after trimming, with at least one lowercase letter, one
 * uppercase letter, one digit and one special or whitespace character. Letters are judged by
 * Unicode case, so "é" counts as lowercase and "Ñ" as uppercase.
 */
export const checkPassword = (password: string): PasswordRuleCheck => {
  const trimmed = password.trim();
  return {
    hasMinLength: [...trimmed].length >= PASSWORD_MIN_LENGTH,
    hasLowercase: /\p{Ll}/u.test(trimmed),
    hasUppercase: /\p{Lu}/u.test(trimmed),
    hasDigit: /\p{Nd}/u.test(trimmed),
    hasSpecialOrWhitespace: /[^\p{L}\p{Nd}]/u.test(trimmed),
  };
};

export const isValidPassword = (password: string): boolean =>
  Object.values(checkPassword(password)).every(Boolean);
