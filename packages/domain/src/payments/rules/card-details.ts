/** The fields of a card as the payment form collects them. */
export type CardInput = { number: string; expiry: string; cvv: string };
export type CardField = keyof CardInput;

/** A message key per field the card gets wrong; empty when the card can be sent to the bank. */
export type CardErrors = Partial<Record<CardField, string>>;

export const CardMessage = {
  number: 'payment.error.card-number',
  expiryFormat: 'payment.error.card-expiry',
  expired: 'payment.error.card-expired',
  cvv: 'payment.error.card-cvv',
} as const;

/** Spaces and dashes are how people group the digits; they are not part of the number. */
export const cardDigitsOf = (number: string) => number.replace(/[\s-]/g, '');

/** The check digit card numbers end with (ISO/IEC 7812): one mistyped digit breaks it. */
export const isLuhnValid = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** American Express numbers start with 34 or 37, carry 15 digits and a 4-digit security code. */
const isAmericanExpress = (digits: string) => /^3[47]/.test(digits);

const isNumberValid = (digits: string) =>
  /^\d+$/.test(digits) &&
  (isAmericanExpress(digits) ? digits.length === 15 : digits.length >= 12 && digits.length <= 19) &&
  isLuhnValid(digits);

/** `MM/YY` read as the month and the year 20YY, or null when it is not one. */
const parseExpiry = (expiry: string) => {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
};

/** A card is good until the last day of its expiry month, on the calendar of the bank (UTC). */
const isExpired = (expiry: { month: number; year: number }, now: Date) =>
  Date.UTC(expiry.year, expiry.month, 1) <= now.getTime();

/**
 * What a card gateway refuses before it asks the bank: a number whose length or check digit is
 * wrong, an expiry that is not MM/YY or lies in the past, and a security code of the wrong length
 * for the card (4 digits for American Express, 3 for the others). The payment form shows these on
 * their fields; the sandbox gateway refuses the same.
 */
export const cardErrorsOf = (card: CardInput, now: Date): CardErrors => {
  const errors: CardErrors = {};
  const digits = cardDigitsOf(card.number);
  if (!isNumberValid(digits)) errors.number = CardMessage.number;
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.expiry = CardMessage.expiryFormat;
  else if (isExpired(expiry, now)) errors.expiry = CardMessage.expired;
  const cvvLength = isAmericanExpress(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv.trim())) errors.cvv = CardMessage.cvv;
  return errors;
};
