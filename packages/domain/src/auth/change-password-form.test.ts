import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from './change-password-form.ts';

const GOOD = 'Fresh-Password-99';

/** The first message per field, as the form shows it. */
const errorsOf = (values: { oldPassword: string; newPassword: string; repeatPassword: string }) => {
  const result = changePasswordFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('change-password form rules', () => {
  it.each([
    ['all valid', { oldPassword: 'old', newPassword: GOOD, repeatPassword: GOOD }, {}],
    [
      'old password missing',
      { oldPassword: '', newPassword: GOOD, repeatPassword: GOOD },
      { oldPassword: 'form.error.required' },
    ],
    [
      'every field empty',
      { oldPassword: '', newPassword: '', repeatPassword: '' },
      {
        oldPassword: 'form.error.required',
        newPassword: 'form.error.required',
        repeatPassword: 'form.error.required',
      },
    ],
    [
      'new password 11 characters after trimming',
      { oldPassword: 'old', newPassword: '  Abcdefgh1!  ', repeatPassword: '  Abcdefgh1!  ' },
      { newPassword: 'form.error.password-rule', repeatPassword: 'form.error.password-rule' },
    ],
    [
      'new password without uppercase',
      { oldPassword: 'old', newPassword: 'fresh-password-99', repeatPassword: 'fresh-password-99' },
      { newPassword: 'form.error.password-rule', repeatPassword: 'form.error.password-rule' },
    ],
    [
      'new password without lowercase',
      { oldPassword: 'old', newPassword: 'FRESH-PASSWORD-99', repeatPassword: 'FRESH-PASSWORD-99' },
      { newPassword: 'form.error.password-rule', repeatPassword: 'form.error.password-rule' },
    ],
    [
      'new password without digit',
      { oldPassword: 'old', newPassword: 'Fresh-Password-X', repeatPassword: 'Fresh-Password-X' },
      { newPassword: 'form.error.password-rule', repeatPassword: 'form.error.password-rule' },
    ],
    [
      'new password without special character',
      { oldPassword: 'old', newPassword: 'FreshPassword99', repeatPassword: 'FreshPassword99' },
      { newPassword: 'form.error.password-rule', repeatPassword: 'form.error.password-rule' },
    ],
    [
      'an inner space is the special character',
      { oldPassword: 'old', newPassword: 'Fresh Password 99', repeatPassword: 'Fresh Password 99' },
      {},
    ],
    [
      'repeat differs from a valid new password',
      { oldPassword: 'old', newPassword: GOOD, repeatPassword: `${GOOD}x` },
      { repeatPassword: 'form.error.passwords-do-not-match' },
    ],
    [
      'repeat missing',
      { oldPassword: 'old', newPassword: GOOD, repeatPassword: '' },
      { repeatPassword: 'form.error.required' },
    ],
    [
      'repeat breaks the rule',
      { oldPassword: 'old', newPassword: GOOD, repeatPassword: 'short' },
      { repeatPassword: 'form.error.password-rule' },
    ],
  ])('%s', (_case, values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });
});
