import { describe, expect, it } from 'vitest';
import { billingErrorMessageOf } from './billing.schema.ts';
import { checkTaxId } from './tax-id.ts';

describe('tax id check, per country where the validator knows its numbers', () => {
  it.each([
    // Spain: a company's CIF, a person's NIF (DNI) or a foreigner's NIE, with their check characters.
    ['ES', 'B12345674', 'valid'],
    ['ES', 'b-1234.5674', 'valid'],
    ['ES', 'B12345678', 'invalid'],
    ['ES', '12345678Z', 'valid'],
    ['ES', '12345678A', 'invalid'],
    ['ES', 'X1234567L', 'valid'],
    // France: SIREN; Germany: USt-IdNr.; Italy: partita IVA; Portugal: NIF.
    ['FR', '732829320', 'valid'],
    ['FR', '732829321', 'invalid'],
    ['DE', 'DE136695976', 'valid'],
    ['DE', 'DE136695977', 'invalid'],
    ['IT', '00743110157', 'valid'],
    ['IT', '00743110158', 'invalid'],
    ['PT', '501964843', 'valid'],
    ['PT', '501964844', 'invalid'],
    // A country the validator has no tax numbers for: only the shape is checked.
    ['AE', '12345678', 'valid'],
    ['AE', 'ABC', 'invalid'],
    ['AE', 'ABCDEFGH', 'invalid'],
    ['AE', 'B1234!678', 'invalid'],
    // The sandbox registry's dissolved companies: valid numbers whose digits begin with seven 9s.
    ['ES', 'B99999997', 'dissolved'],
    ['ES', '99999999R', 'dissolved'],
    ['ES', 'B99999999', 'invalid'],
  ])('%s %s is %s', (country, taxId, expected) => {
    expect(checkTaxId({ country, taxId })).toBe(expected);
  });
});

describe('billing error messages', () => {
  it.each([
    [{ status: 422, code: 'InvalidTaxId' }, 'billing.error.invalid-tax-id'],
    [{ status: 422, code: 'DissolvedCompanyTaxId' }, 'billing.error.dissolved-company'],
    [{ status: 422, code: 'ValueNotAllowedField' }, 'billing.error.unprocessable-entity'],
    [{ status: 500 }, 'billing.error.default'],
  ])('%o → %s', (input, expected) => {
    expect(billingErrorMessageOf(input)).toBe(expected);
  });
});
