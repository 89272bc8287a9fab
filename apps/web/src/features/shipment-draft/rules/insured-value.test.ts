import { describe, expect, it } from 'vitest';
import { checkInsuredValue } from './insured-value.ts';

describe('insured value', () => {
  it.each([
    ['0.1', 10],
    ['150,50', 15050],
    ['999999.99', 99_999_999],
  ])('reads %s as %i minor units', (input, minor) => {
    expect(checkInsuredValue(input)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'insurance.error.value-required'],
    ['0.09', 'insurance.error.value-min'],
    ['0', 'insurance.error.value-min'],
    ['12.345', 'checkout.content.error.decimals'],
    ['1000000.00', 'insurance.error.value-max'],
    ['-5', 'form.error.invalid-number'],
    ['abc', 'form.error.invalid-number'],
  ])('refuses %j with %s', (input, message) => {
    expect(checkInsuredValue(input)).toEqual({ ok: false, message });
  });
});
