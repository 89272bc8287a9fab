import { describe, expect, it } from 'vitest';
import { checkContentValue } from './content.ts';

describe('content value', () => {
  it.each([
    ['12.50', 1250],
    ['12,5', 1250],
    ['0.01', 1],
    ['99999998.99', 9_999_999_899],
  ])('reads %s as %i minor units', (input, minor) => {
    expect(checkContentValue(input)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'form.error.required'],
    ['abc', 'form.error.invalid-number'],
    ['0', 'form.error.positive'],
    ['-3', 'form.error.positive'],
    ['1.234', 'checkout.content.error.decimals'],
    ['99999999', 'checkout.content.error.max'],
  ])('refuses %j with %s', (input, message) => {
    expect(checkContentValue(input)).toEqual({ ok: false, message });
  });
});
