import { describe, expect, it } from 'vitest';
import { OPERATING_COMPANIES } from './operating-companies.ts';
import { TENANTS } from './tenants.ts';

describe('operating companies', () => {
  it.each(TENANTS.map((tenant) => [tenant.id, OPERATING_COMPANIES[tenant.id]] as const))(
    '%s has a seller an invoice can name: legal name, VAT number of its country, full address',
    (_id, company) => {
      expect(company.legalName.trim()).not.toBe('');
      expect(company.vatNumber.slice(0, 2)).toBe(company.country === 'GR' ? 'EL' : company.country);
      for (const part of [company.street, company.postcode, company.city, company.email])
        expect(part.trim()).not.toBe('');
    },
  );

  it('gives every tenant an invoice prefix of its own, so two series never share a number', () => {
    const prefixes = TENANTS.map((tenant) => OPERATING_COMPANIES[tenant.id].invoicePrefix);
    expect(new Set(prefixes).size).toBe(TENANTS.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[A-Z]{2,4}$/);
  });
});
