import { describe, expect, it } from 'vitest';
import { isValidRecipientTaxId, recipientTaxIdSchema } from './recipient-tax-id.ts';

describe("recipient's tax number", () => {
  it.each([
    ['a Turkish VKN', '1234567890', '1234567890'],
    ['a Turkish TCKN', '12345678901', '12345678901'],
    ['a Swiss UID with its VAT suffix', 'CHE-123.456.789 MWST', 'CHE-123.456.789 MWST'],
    ['a British EORI', 'GB123456789000', 'GB123456789000'],
    ['a Norwegian VAT number', 'NO 123456789 MVA', 'NO 123456789 MVA'],
    ['a US EIN', '12-3456789', '12-3456789'],
    ['a number typed with extra spaces', '  CHE 123  456 789 ', 'CHE 123 456 789'],
    ['a number with a slash', 'B-1234/56', 'B-1234/56'],
  ])('keeps %s as written: %j', (_name, typed, stored) => {
    expect(recipientTaxIdSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['empty', ''],
    ['a single character', '1'],
    ['longer than 40 characters', '1'.repeat(41)],
    ['a separator at the end', 'CHE-123-'],
    ['a separator at the start', '-123456'],
    ['other signs', 'DE#123456'],
    ['markup', '<b>123</b>'],
    ['letters outside A to Z', 'Ü123456'],
  ])('refuses %s: %j', (_name, typed) => {
    expect(isValidRecipientTaxId(typed)).toBe(false);
    expect(recipientTaxIdSchema.safeParse(typed).error?.issues[0]?.message).toBe(
      'customs.error.recipient-tax-id',
    );
  });
});
