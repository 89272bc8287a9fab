import { describe, expect, it } from 'vitest';
import { billingErrorMessageOf } from './billing.schema.ts';
import { checkTaxId } from './tax-id.ts';

describe('tax id check', () => {
  it.each([
    ['B12345678', 'valid'],
    ['12345678-Z', 'valid'],
    ['FR 12 345678901', 'valid'],
    ['ABC', 'invalid'],
    ['ABCDEFGH', 'invalid'],
    ['B1234!678', 'invalid'],
    ['B99999999', 'dissolved'],
  ])('%s is %s', (taxId, expected) => {
    expect(checkTaxId(taxId)).toBe(expected);
  });
});

describe('billing error messages', () => {
  it.each([
    [{ status: 422, code: 'InvalidTaxId' }, 'billing.error.invalid-tax-id'],
    [{ status: 422, code: 'DissolvedCompanyTaxId' }, 'billing.error.invalid-tax-id'],
    [{ status: 422, code: 'ValueNotAllowedField' }, 'billing.error.unprocessable-entity'],
    [{ status: 500 }, 'billing.error.default'],
  ])('%o → %s', (input, expected) => {
    expect(billingErrorMessageOf(input)).toBe(expected);
  });
});
