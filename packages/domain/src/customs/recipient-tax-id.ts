import { z } from 'zod';

/** Message key of a recipient tax number that cannot be one. */
export const RECIPIENT_TAX_ID_MESSAGE_KEY = 'customs.error.recipient-tax-id';

export const RECIPIENT_TAX_ID_MAX_LENGTH = 40;

/**
 * The recipient's tax number, which many customs offices clear goods with: a VAT or EORI number
 * (GB123456789000, NO 123456789 MVA), a national tax or company number (Turkey's 10-digit VKN or
 * 11-digit TCKN, Switzerland's CHE-123.456.789 MWST, a US EIN 12-3456789). Formats differ from
 * country to country, so it is kept as written — letters and digits, with spaces, dots, dashes and
 * slashes between them, 2 to 40 characters — its spaces collapsed.
 */
export const normaliseRecipientTaxId = (value: string) => value.trim().replace(/\s+/g, ' ');

const TAX_ID_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]*[A-Za-z0-9])?$/;

export const isValidRecipientTaxId = (value: string) => {
  const normalised = normaliseRecipientTaxId(value);
  return (
    normalised.length >= 2 &&
    normalised.length <= RECIPIENT_TAX_ID_MAX_LENGTH &&
    TAX_ID_PATTERN.test(normalised)
  );
};

/** The number as sent and stored: normalised; absent (null) when the recipient has none. */
export const recipientTaxIdSchema = z
  .string()
  .transform(normaliseRecipientTaxId)
  .refine(isValidRecipientTaxId, RECIPIENT_TAX_ID_MESSAGE_KEY);
