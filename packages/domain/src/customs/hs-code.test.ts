import { describe, expect, it } from 'vitest';
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
});
