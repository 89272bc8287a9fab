import { describe, expect, it } from 'vitest';
import { customsPurchaseProblemOf } from './customs-purchase.ts';

const completed = { status: 'COMPLETED', isUsed: false } as const;

describe('customs check of a shipment an order buys', () => {
  it.each([
    ['no border, no invoice', false, null, null],
    ['a border, no invoice', true, null, 'MissingCustomsDocument'],
    ['a border, a completed invoice', true, completed, null],
    ['a border, a draft invoice', true, { status: 'DRAFT', isUsed: false }, 'CustomsNotOnCompletedStatus'],
    ['a border, an invoice already bought with', true, { ...completed, isUsed: true }, 'CustomsAlreadyUsed'],
    [
      'no border, a draft invoice left over',
      false,
      { status: 'DRAFT', isUsed: false },
      'CustomsNotOnCompletedStatus',
    ],
    ['no border, a completed invoice', false, completed, null],
  ] as const)('%s: %s', (_name, customsRequired, invoice, expected) => {
    expect(customsPurchaseProblemOf({ customsRequired, invoice })).toBe(expected);
  });
});
