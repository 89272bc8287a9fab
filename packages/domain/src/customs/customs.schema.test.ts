import { describe, expect, it } from 'vitest';
import { customsTotalValue, saveCustomsInvoiceRequestSchema } from './customs.schema.ts';

describe('customs invoice', () => {
  it('defaults category and export reason to purchase or sale', () => {
    const parsed = saveCustomsInvoiceRequestSchema.parse({ shipmentReference: 'X', items: [] });
    expect(parsed.category).toBe('PURCHASE_OR_SALE');
    expect(parsed.exportReason).toBe('PURCHASE_OR_SALE');
    expect(parsed.isDraft).toBe(false);
  });

  it.each([
    [[], 0],
    [[{ quantity: 2, unitValue: 1500 }], 3000],
    [
      [
        { quantity: 1, unitValue: 100 },
        { quantity: 3, unitValue: 250 },
      ],
      850,
    ],
  ])('totals %o as %i', (items, expected) => {
    expect(customsTotalValue(items)).toBe(expected);
  });
});
