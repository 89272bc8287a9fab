import { describe, expect, it } from 'vitest';
import { requiresCarrierTerms } from './carrier-terms.ts';

describe('carrier terms requirement', () => {
  it.each([
    [['gls'], false],
    [['gls', 'ups'], true],
    [['dhl'], true],
    [[], false],
  ])('%o → %s', (carriers, expected) => {
    expect(requiresCarrierTerms(carriers)).toBe(expected);
  });
});
