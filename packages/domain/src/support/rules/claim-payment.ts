import { type ClaimPayment, SupportMessage } from '../support.schema.ts';

export type PaymentProblem = { field: 'iban' | 'code'; message: string };

const UK_ACCOUNT_NUMBER = /^\d{8}$/;
const UK_SORT_CODE = /^\d{2}-\d{2}-\d{2}$/;
/** BIC/SWIFT: 6 letters, 2 alphanumerics, optional 3 alphanumerics. */
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * What is wrong with the bank details of a claim: for en-GB the 'IBAN' is an 8-digit account
 * number and the code a sort code NN-NN-NN; otherwise an IBAN that passes its check and a BIC. The IBAN
 * check is handed in (ibantools) so this package stays free of it.
 */
export const claimPaymentProblems = (input: {
  payment: ClaimPayment;
  locale?: string;
  isValidIban: (iban: string) => boolean;
}): PaymentProblem[] => {
  if (input.payment.type !== 'BANK') return [];
  const { iban, code } = input.payment.data;
  const problems: PaymentProblem[] = [];
  if (input.locale === 'en-GB') {
    if (!UK_ACCOUNT_NUMBER.test(iban))
      problems.push({ field: 'iban', message: SupportMessage.accountNumberInvalid });
    if (!UK_SORT_CODE.test(code)) problems.push({ field: 'code', message: SupportMessage.sortCodeInvalid });
    return problems;
  }
  if (!input.isValidIban(iban.replace(/\s+/g, '').toUpperCase()))
    problems.push({ field: 'iban', message: SupportMessage.ibanInvalid });
  if (!BIC.test(code.trim().toUpperCase()))
    problems.push({ field: 'code', message: SupportMessage.bicInvalid });
  return problems;
};
