import { describe, expect, it } from 'vitest';
import { billingClientInputSchema } from './billing.schema.ts';

const details = {
  type: 'autonomous',
  taxId: '12345678Z',
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phone: '+34 600 111 222',
  address: 'Calle Mayor 1',
  location: 'Madrid',
  zipCode: '28013',
  country: 'ES',
};

const phoneMessageOf = (phone: string, country = 'ES') => {
  const parsed = billingClientInputSchema.safeParse({ ...details, phone, country });
  return parsed.success
    ? null
    : (parsed.error.issues.find((issue) => issue.path[0] === 'phone')?.message ?? null);
};

describe('the invoicing phone is a number that can be dialled in the invoicing country', () => {
  it('takes the details the cases below vary', () => {
    expect(billingClientInputSchema.safeParse(details).success).toBe(true);
  });

  it.each([
    ['a Spanish mobile with its prefix', '+34 600 111 222', 'ES', null],
    ['a Spanish mobile written nationally', '600111222', 'ES', null],
    ['a French mobile written nationally in France', '06 12 34 56 78', 'FR', null],
    ['a British number with its prefix, for a Spanish business', '+44 7911 123456', 'ES', null],
    ['a Spanish number too short for Spain', '60011122', 'ES', 'form.error.invalid-phone'],
    ['digits no Spanish number starts with', '123456789', 'ES', 'form.error.invalid-phone'],
    ['a prefix that is no country', '+999 123 456 789', 'ES', 'form.error.invalid-phone'],
    ['a French number written nationally, read in Spain', '06 12 34 56 78', 'ES', 'form.error.invalid-phone'],
    ['letters', '+34 6OO 111 222', 'ES', 'form.error.invalid-phone'],
    ['too short a shape', '+34 600', 'ES', 'form.error.invalid-phone'],
  ])('%s', (_case, phone, country, expected) => {
    expect(phoneMessageOf(phone, country)).toBe(expected);
  });
});
