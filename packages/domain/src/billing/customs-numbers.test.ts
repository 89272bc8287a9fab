import { describe, expect, it } from 'vitest';
import { isValidEori, isValidIoss, isValidVatNumber, normaliseCustomsNumber } from './customs-numbers.ts';

describe('customs numbers of the seller', () => {
  it.each([
    ['GB123456789000', true],
    ['gb 1234 5678 9000', true],
    ['DE1234567', true],
    ['ESB12345678', true],
    ['FR123456789012345', true],
    ['FR1234567890123456', false],
    ['123456789', false],
    ['E1234', false],
    ['ES', false],
  ])('EORI %j is valid: %s', (value, expected) => {
    expect(isValidEori(value)).toBe(expected);
  });

  it.each([
    ['ESB12345674', true],
    ['es-b1234.5674', true],
    ['ESB12345678', false],
    ['DE 136 695 976', true],
    ['DE136695977', false],
    ['BE0411905847', true],
    ['BE0411905848', false],
    ['B12345674', false],
    ['ES1', false],
  ])('VAT number %j is valid (format and check digits): %s', (value, expected) => {
    expect(isValidVatNumber(value)).toBe(expected);
  });

  it.each([
    ['IM0123456789', true],
    ['im 012 345 6789', true],
    ['IM012345678', false],
    ['IM01234567890', false],
    ['IT0123456789', false],
  ])('IOSS %j is valid: %s', (value, expected) => {
    expect(isValidIoss(value)).toBe(expected);
  });

  it('keeps upper-case letters and digits only', () => {
    expect(normaliseCustomsNumber('gb-123.456 789/000')).toBe('GB123456789000');
  });
});
