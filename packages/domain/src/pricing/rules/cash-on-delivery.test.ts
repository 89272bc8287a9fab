import { describe, expect, it } from 'vitest';
import {
  CashOnDeliveryMessage,
  cashOnDeliveryProblems,
  isCashOnDeliveryCounted,
} from './cash-on-delivery.ts';

// A stand-in checksum: the server passes ibantools, the test only needs a yes and a no.
const isValidIban = (iban: string) => iban === 'ES9121000418450200051332';
const product = { isEnabled: true, maxAmount: 100_000 };
const valid = { accountHolder: 'Ana García', amount: 2500, iban: 'ES91 2100 0418 4502 0005 1332' };

describe('cash on delivery rules', () => {
  it.each([
    ['a valid selection', valid, product, []],
    [
      'not offered by the service',
      valid,
      { isEnabled: false, maxAmount: 0 },
      [['cashOnDelivery', CashOnDeliveryMessage.notAvailable]],
    ],
    [
      'holder missing',
      { ...valid, accountHolder: ' ' },
      product,
      [['accountHolder', CashOnDeliveryMessage.holderRequired]],
    ],
    [
      'holder over 50',
      { ...valid, accountHolder: 'x'.repeat(51) },
      product,
      [['accountHolder', CashOnDeliveryMessage.holderTooLong]],
    ],
    [
      'amount missing',
      { ...valid, amount: undefined },
      product,
      [['amount', CashOnDeliveryMessage.amountRequired]],
    ],
    ['amount zero', { ...valid, amount: 0 }, product, [['amount', CashOnDeliveryMessage.amountNotPositive]]],
    [
      'amount equal to the maximum',
      { ...valid, amount: 100_000 },
      product,
      [['amount', CashOnDeliveryMessage.amountTooBig]],
    ],
    ['amount just below the maximum', { ...valid, amount: 99_999 }, product, []],
    ['iban missing', { ...valid, iban: '' }, product, [['iban', CashOnDeliveryMessage.ibanRequired]]],
    [
      'iban over 50',
      { ...valid, iban: 'E'.repeat(51) },
      product,
      [['iban', CashOnDeliveryMessage.ibanTooLong]],
    ],
    [
      'iban with a bad checksum',
      { ...valid, iban: 'ES9121000418450200051333' },
      product,
      [['iban', CashOnDeliveryMessage.ibanInvalid]],
    ],
  ] as const)('%s', (_name, input, p, expected) => {
    const problems = cashOnDeliveryProblems({ input, product: p, isValidIban });
    expect(problems.map((problem) => [problem.field, problem.messageKey])).toEqual(expected);
  });

  it.each([
    [valid, true],
    [{ ...valid, amount: 0 }, false],
    [{ ...valid, iban: '' }, false],
    [{ ...valid, accountHolder: '' }, false],
    [null, false],
  ])('counts only with amount, holder and IBAN (%#)', (input, expected) => {
    expect(isCashOnDeliveryCounted(input)).toBe(expected);
  });
});
