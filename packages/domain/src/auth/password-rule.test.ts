import { describe, expect, it } from 'vitest';
import { passwordSchema } from './auth.schema.ts';
import { checkPassword, isValidPassword } from './password-rule.ts';

describe('password rule', () => {
  it.each([
    ['Abcdefghij1!', true, 'exactly 12 characters with every class'],
    ['Abcdefghijk1 ', false, 'trailing space is trimmed, leaving 12 without a special character'],
    ['  Abcdefghi1!', false, 'leading spaces are trimmed, leaving 11 characters'],
    ['Abcdefgh 1xyz', true, 'an inner space counts as the special character'],
    ['Abcdefghi1!', false, '11 characters'],
    ['abcdefghij1!', false, 'no uppercase'],
    ['ABCDEFGHIJ1!', false, 'no lowercase'],
    ['Abcdefghijk!', false, 'no digit'],
    ['Abcdefghijk1', false, 'no special or whitespace character'],
    ['Ñandúpájaro1#', true, 'accented letters count by their case'],
    ['', false, 'empty'],
    ['            ', false, 'only spaces'],
    ['Demo-Shipdeck-2026!', true, 'the demo account password'],
  ])('%j is %s (%s)', (password, expected) => {
    expect(isValidPassword(password)).toBe(expected);
    expect(passwordSchema.safeParse(password).success).toBe(expected);
  });

  it('names each missing part so the form can explain it', () => {
    expect(checkPassword('abc')).toEqual({
      hasMinLength: false,
      hasLowercase: true,
      hasUppercase: false,
      hasDigit: false,
      hasSpecialOrWhitespace: false,
    });
  });

  it('reports the password-rule message key', () => {
    const result = passwordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('form.error.password-rule');
  });
});
