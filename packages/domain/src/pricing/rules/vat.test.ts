import { describe, expect, it } from 'vitest';
import { chargeWithVat, vatOf, vatRateOf } from './vat.ts';

describe('VAT', () => {
  it.each([
    // base (cents), rate (%), VAT (cents)
    [1000, 21, 210],
    [999, 21, 210], // 209.79 rounds up
    [1, 21, 0], // 0.21 rounds down
    [50, 21, 11], // 10.5: a half cent rounds up
    [250, 10, 25],
    [1990, 20, 398],
    [1000, 5.5, 55],
    [333, 5.5, 18], // 18.315
    [1000, 0, 0],
    [0, 21, 0],
  ])('charges %i at %s %% as %i of VAT', (base, rate, tax) => {
    expect(vatOf(base, rate)).toBe(tax);
    expect(chargeWithVat(base, rate)).toEqual({ basePrice: base, taxPrice: tax, totalPrice: base + tax });
  });

  it.each([
    [{ taxes: [{ percentage: 21 }] }, 21],
    [{ taxes: [{ percentage: 20 }, { percentage: 5 }] }, 20],
    [{ taxes: [] }, 0],
  ])('reads the VAT rate a rated service charges', (price, rate) => {
    expect(vatRateOf(price)).toBe(rate);
  });
});
