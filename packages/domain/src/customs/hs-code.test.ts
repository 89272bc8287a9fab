import { describe, expect, it } from 'vitest';
import { saveCustomsInvoiceRequestSchema } from './customs.schema.ts';
import { HS_CODE_MESSAGE_KEY, hsCodeSchema, isValidHsCode, normaliseHsCode } from './hs-code.ts';

describe('HS tariff code', () => {
  it.each([
    ['490199', true],
    ['61091000', true],
    ['610910001', true],
    ['6109100010', true],
    ['61091', false],
    ['61091000101', false],
    ['6109.10', false],
    ['61O910', false],
    ['', false],
  ])('%j is valid: %s', (code, expected) => {
    expect(isValidHsCode(code)).toBe(expected);
    expect(hsCodeSchema.safeParse(code).success).toBe(expected);
  });

  it('names the tariff-code message when refused', () => {
    const result = hsCodeSchema.safeParse('12345');
    expect(result.error?.issues[0]?.message).toBe(HS_CODE_MESSAGE_KEY);
  });

  it.each([
    ['6109.10 00', '61091000'],
    [' 4901.99 ', '490199'],
    ['8517 13 00 00', '8517130000'],
  ])('reads %j as %j', (typed, stored) => {
    expect(normaliseHsCode(typed)).toBe(stored);
  });

  it.each([
    ['6912.00', '691200'],
    [' 6109 10 00 ', '61091000'],
    ['8517.13.00.00', '8517130000'],
    ['6912.0', null],
    ['69-12-00', null],
  ])('a customs invoice line typed %j is saved as %j', (typed, stored) => {
    const line = {
      description: 'Mugs',
      quantity: 1,
      unitValue: 1000,
      weight: 0.4,
      originCountry: 'PL',
      hsCode: typed,
    };
    const result = saveCustomsInvoiceRequestSchema.safeParse({ shipmentReference: 'SD1', items: [line] });
    expect(result.success ? result.data.items[0]!.hsCode : null).toBe(stored);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(HS_CODE_MESSAGE_KEY);
  });

  it.each([
    ['Hand-painted mugs', true],
    ['Κούπες', true],
    ['陶器の皿', false],
    ['Mugs 😀', false],
  ])('a customs line described %j is accepted: %s', (description, expected) => {
    const line = {
      description,
      quantity: 1,
      unitValue: 1000,
      weight: 0.4,
      originCountry: 'PL',
      hsCode: '691200',
    };
    const result = saveCustomsInvoiceRequestSchema.safeParse({ shipmentReference: 'SD1', items: [line] });
    expect(result.success).toBe(expected);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('form.error.label-script');
  });
});
