import { describe, expect, it } from 'vitest';
import { CardMessage, cardErrorsOf } from './card-details.ts';

const now = new Date('2026-11-25T12:00:00Z');
const visa = { number: '4111 1111 1111 1111', expiry: '12/28', cvv: '123' };

describe('card details a gateway refuses before asking the bank', () => {
  it.each([
    ['a valid Visa', visa, {}],
    ['digits grouped with dashes', { ...visa, number: '4111-1111-1111-1111' }, {}],
    [
      'an American Express card with its 4-digit code',
      { number: '3782 822463 10005', expiry: '01/30', cvv: '1234' },
      {},
    ],
    ['a card valid until the end of this month', { ...visa, expiry: '11/26' }, {}],
    [
      'one digit mistyped (check digit fails)',
      { ...visa, number: '4111 1111 1111 1112' },
      { number: CardMessage.number },
    ],
    ['two digits swapped', { ...visa, number: '4111 1111 1111 1211' }, { number: CardMessage.number }],
    ['too short', { ...visa, number: '4111 1111' }, { number: CardMessage.number }],
    ['20 digits', { ...visa, number: '41111111111111111113' }, { number: CardMessage.number }],
    ['letters in the number', { ...visa, number: '4111 1111 1111 111O' }, { number: CardMessage.number }],
    [
      'an American Express number of 16 digits',
      { number: '3782822463100052', expiry: '01/30', cvv: '1234' },
      { number: CardMessage.number },
    ],
    ['expired last month', { ...visa, expiry: '10/26' }, { expiry: CardMessage.expired }],
    ['month 13', { ...visa, expiry: '13/28' }, { expiry: CardMessage.expiryFormat }],
    ['month 00', { ...visa, expiry: '00/28' }, { expiry: CardMessage.expiryFormat }],
    ['a four-digit year', { ...visa, expiry: '12/2028' }, { expiry: CardMessage.expiryFormat }],
    ['no expiry', { ...visa, expiry: '' }, { expiry: CardMessage.expiryFormat }],
    ['a 2-digit code', { ...visa, cvv: '12' }, { cvv: CardMessage.cvv }],
    ['a 4-digit code on a Visa', { ...visa, cvv: '1234' }, { cvv: CardMessage.cvv }],
    [
      'a 3-digit code on American Express',
      { number: '378282246310005', expiry: '01/30', cvv: '123' },
      { cvv: CardMessage.cvv },
    ],
    ['letters in the code', { ...visa, cvv: '12a' }, { cvv: CardMessage.cvv }],
    [
      'every field wrong at once',
      { number: '1234', expiry: '01/20', cvv: '' },
      { number: CardMessage.number, expiry: CardMessage.expired, cvv: CardMessage.cvv },
    ],
  ])('%s', (_name, card, expected) => {
    expect(cardErrorsOf(card, now)).toEqual(expected);
  });
});
