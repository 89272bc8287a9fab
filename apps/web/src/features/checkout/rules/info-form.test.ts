import { describe, expect, it } from 'vitest';
import { checkInfo, type InfoValues, type ParcelRow } from './info-form.ts';

const row = (overrides: Partial<ParcelRow> = {}): ParcelRow => ({
  choice: 'custom',
  weight: '2',
  length: '30',
  width: '20',
  height: '10',
  ...overrides,
});

const values = (overrides: Partial<InfoValues> = {}): InfoValues => ({
  from: { alpha2Code: 'ES', zipCode: '28001' },
  to: { alpha2Code: 'FR', zipCode: '75001' },
  parcels: [row()],
  ...overrides,
});

describe('info step rules', () => {
  it('accepts a route and parcels, reading a comma weight', () => {
    const result = checkInfo(values({ parcels: [row({ weight: '1,5' })] }));
    expect(result).toEqual({
      ok: true,
      from: { alpha2Code: 'ES', zipCode: '28001' },
      to: { alpha2Code: 'FR', zipCode: '75001' },
      parcels: [{ weight: 1.5, length: 30, width: 20, height: 10 }],
    });
  });

  it.each([
    [
      'to Dubai',
      values({ to: { alpha2Code: 'AE', zipCode: '' } }),
      { to: { alpha2Code: 'AE', zipCode: '' } },
    ],
    [
      'from Hong Kong',
      values({ from: { alpha2Code: 'HK', zipCode: ' ' } }),
      { from: { alpha2Code: 'HK', zipCode: '' } },
    ],
  ])('accepts a route %s without a postcode, as the country has none', (_name, input, route) => {
    expect(checkInfo(input)).toMatchObject({ ok: true, ...route });
  });

  it.each([
    [
      'a missing origin country',
      values({ from: { alpha2Code: '', zipCode: '28001' } }),
      'from.alpha2Code',
      'form.error.required',
    ],
    [
      'a missing destination postcode',
      values({ to: { alpha2Code: 'FR', zipCode: ' ' } }),
      'to.zipCode',
      'form.error.required',
    ],
    [
      'a weight with 4 decimals',
      values({ parcels: [row({ weight: '1.2345' })] }),
      'parcels.0.weight',
      'form.error.max-decimals',
    ],
    [
      'a half centimetre',
      values({ parcels: [row({ length: '10.5' })] }),
      'parcels.0.length',
      'form.error.whole-number',
    ],
    ['a zero height', values({ parcels: [row({ height: '0' })] }), 'parcels.0.height', 'form.error.positive'],
    ['a missing width', values({ parcels: [row({ width: '' })] }), 'parcels.0.width', 'form.error.required'],
    ['no parcels', values({ parcels: [] }), 'parcels', 'form.error.min-parcels'],
    [
      '17 parcels',
      values({ parcels: Array.from({ length: 17 }, () => row()) }),
      'parcels',
      'form.error.max-parcels',
    ],
  ])('refuses %s', (_name, input, field, message) => {
    const result = checkInfo(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(message);
  });

  it('refuses a postcode that cannot exist in the country', () => {
    const result = checkInfo(values({ from: { alpha2Code: 'ES', zipCode: 'ABC' } }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors['from.zipCode']).toMatch(/^form\.error\./);
  });
});
