import { describe, expect, it } from 'vitest';
import { attachmentTypeOf } from './attachment-type.ts';
import { cancelTicketAfterAnswer, shipmentCancelReasonOf } from './cancel-ticket.ts';
import { claimPaymentProblems } from './claim-payment.ts';
import { earliestCollectionDate, isCollectionDateAllowed } from './collection-date.ts';
import { isTicketClosed, ticketStatusDisplay } from './ticket-status.ts';

/** The ISO 13616 mod-97 check (the server hands in ibantools' equivalent). */
const isValidIBAN = (iban: string) => {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
};
const bank = (iban: string, code: string) => ({
  type: 'BANK' as const,
  data: { accountHolder: 'Ana', iban, code },
});

describe('claim bank details', () => {
  it.each([
    ['a valid IBAN and 8-letter BIC', 'es', bank('ES9121000418450200051332', 'CAIXESBB'), []],
    [
      'a valid IBAN with spaces and 11-letter BIC',
      'fr',
      bank('FR76 3000 6000 0112 3456 7890 189', 'BNPAFRPPXXX'),
      [],
    ],
    ['an IBAN whose check digits fail', 'es', bank('ES9121000418450200051333', 'CAIXESBB'), ['iban']],
    ['a BIC of the wrong shape', 'de', bank('DE89370400440532013000', 'CAIX12BB'), ['code']],
    ['a UK account number and sort code', 'en-GB', bank('12345678', '12-34-56'), []],
    ['a UK account number of 7 digits', 'en-GB', bank('1234567', '12-34-56'), ['iban']],
    ['a UK sort code without dashes', 'en-GB', bank('12345678', '123456'), ['code']],
    [
      'an IBAN typed on the en-GB form',
      'en-GB',
      bank('GB29NWBK60161331926819', 'NWBKGB2L'),
      ['iban', 'code'],
    ],
  ])('%s', (_name, locale, payment, fields) => {
    expect(claimPaymentProblems({ payment, locale, isValidIban: isValidIBAN }).map((p) => p.field)).toEqual(
      fields,
    );
  });

  it('leaves PayPal to the schema', () => {
    const payment = { type: 'PAYPAL' as const, data: { account: 'ana@example.test' } };
    expect(claimPaymentProblems({ payment, isValidIban: isValidIBAN })).toEqual([]);
  });
});

describe('pickup collection date', () => {
  // 2026-11-26 is a Thursday.
  it.each([
    ['today', '2026-11-26', false],
    ['yesterday', '2026-11-25', false],
    ['tomorrow, a Friday', '2026-11-27', true],
    ['a Saturday', '2026-11-28', false],
    ['a Sunday', '2026-11-29', false],
    ['the Monday after', '2026-11-30', true],
    ['not a date', '2026-13-45', false],
  ])('%s is %s', (_name, day, allowed) => {
    expect(isCollectionDateAllowed(day, '2026-11-26')).toBe(allowed);
  });

  it.each([
    ['a Thursday', '2026-11-26', '2026-11-27'],
    ['a Friday', '2026-11-27', '2026-11-30'],
    ['a Saturday', '2026-11-28', '2026-11-30'],
  ])('the earliest day after %s', (_name, today, earliest) => {
    expect(earliestCollectionDate(today)).toBe(earliest);
  });
});

describe('attachment type by bytes', () => {
  it.each([
    ['a PDF', [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'application/pdf'],
    ['a PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    ['a JPEG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    ['a GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'image/gif'],
    ['plain text', [0x68, 0x65, 0x6c, 0x6c, 0x6f], null],
    ['nothing', [], null],
  ])('%s', (_name, bytes, type) => {
    expect(attachmentTypeOf(new Uint8Array(bytes))).toBe(type);
  });
});

describe('ticket status display', () => {
  it.each([
    ['NEW', 'open', false],
    ['OPEN', 'open', false],
    ['AWAITING_INFORMATION', 'awaiting', false],
    ['SOLVED', 'solved', true],
    ['CLOSED', 'solved', true],
    ['PENDING', 'unknown', false],
  ])('%s reads %s', (status, display, closed) => {
    expect(ticketStatusDisplay(status)).toBe(display);
    expect(isTicketClosed(status)).toBe(closed);
  });
});

describe('cancel tickets', () => {
  it.each([
    ['DUPLICATE', 'DUPLICATED'],
    ['NO_LONGER_NEEDED', 'OTHER'],
    ['WRONG_DETAILS', 'OTHER'],
    ['CARRIER_DELAY', 'OTHER'],
    ['OTHER', 'OTHER'],
  ] as const)('records a ticket cancelled for %s as the shipment reason %s', (reason, expected) => {
    expect(shipmentCancelReasonOf(reason)).toBe(expected);
  });

  it.each([
    [true, { outcome: 'CANCELED', status: 'SOLVED' }],
    [false, { outcome: 'REFUSED', status: 'OPEN' }],
  ] as const)('leaves the ticket after the carrier answered accepted=%s as %o', (accepted, expected) => {
    expect(cancelTicketAfterAnswer(accepted)).toEqual(expected);
  });
});
