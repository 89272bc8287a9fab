import { describe, expect, it } from 'vitest';
import { productFormDefaults, productFormSchema } from './product-form.ts';

const typed = {
  description: 'Cotton T-shirt',
  hsCode: '6109.10',
  originCountry: 'PT',
  unitValue: '12,50',
  weight: '0,18',
};

describe('product form', () => {
  it('turns euros and kilograms as typed into cents and grams', () => {
    expect(productFormSchema.parse(typed)).toEqual({
      description: 'Cotton T-shirt',
      hsCode: '610910',
      originCountry: 'PT',
      unitValue: 1250,
      weightGrams: 180,
    });
  });

  it.each([
    ['unitValue', '0', 'form.error.positive'],
    ['unitValue', '12,505', 'checkout.content.error.decimals'],
    ['unitValue', '', 'form.error.required'],
    ['weight', '0', 'form.error.positive'],
    ['weight', '0,0005', 'form.error.max-decimals'],
    ['hsCode', '1234', 'customs.error.hs-code'],
    ['originCountry', '', 'form.error.required'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    const issues = productFormSchema.safeParse({ ...typed, [field]: value }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });

  it('shows a saved product in euros and kilograms', () => {
    expect(
      productFormDefaults({
        id: '00000000-0000-4000-8000-000000000001',
        description: 'Mug',
        hsCode: '69120000',
        originCountry: 'GB',
        unitValue: 900,
        currency: 'EUR',
        weightGrams: 350,
        createdAt: '',
        updatedAt: '',
      }),
    ).toEqual({
      description: 'Mug',
      hsCode: '69120000',
      originCountry: 'GB',
      unitValue: '9.00',
      weight: '0.35',
    });
  });
});
