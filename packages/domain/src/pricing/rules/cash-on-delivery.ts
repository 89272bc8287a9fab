/** Cash on delivery when selected; amounts in minor units. */
export const CashOnDeliveryMessage = {
  notAvailable: 'cash-on-delivery.error.not-available',
  holderRequired: 'form.error.required',
  holderTooLong: 'form.error.max-50',
  amountRequired: 'form.error.required',
  amountNotPositive: 'form.error.positive',
  amountTooBig: 'cash-on-delivery.error.amount-max',
  ibanRequired: 'form.error.required',
  ibanTooLong: 'form.error.max-50',
  ibanInvalid: 'cash-on-delivery.error.iban-invalid',
} as const;

export type CashOnDeliveryInput = { accountHolder?: string; amount?: number; iban?: string };
export type CashOnDeliveryProblem = {
  field: 'cashOnDelivery' | keyof CashOnDeliveryInput;
  messageKey: string;
};

/**
 * Problems of a selected cash on delivery, first per field. The IBAN checksum is passed in
 * (`isValidIban`) so the web and the server use the same library (ibantools) without the domain
 * package depending on it.
 */
export const cashOnDeliveryProblems = (options: {
  input: CashOnDeliveryInput;
  product: { isEnabled: boolean; maxAmount: number };
  isValidIban: (iban: string) => boolean;
}): CashOnDeliveryProblem[] => {
  const { input, product, isValidIban } = options;
  if (!product.isEnabled || product.maxAmount <= 0)
    return [{ field: 'cashOnDelivery', messageKey: CashOnDeliveryMessage.notAvailable }];
  const problems: CashOnDeliveryProblem[] = [];
  const holder = input.accountHolder?.trim() ?? '';
  if (holder === '')
    problems.push({ field: 'accountHolder', messageKey: CashOnDeliveryMessage.holderRequired });
  else if (holder.length > 50)
    problems.push({ field: 'accountHolder', messageKey: CashOnDeliveryMessage.holderTooLong });
  if (input.amount === undefined)
    problems.push({ field: 'amount', messageKey: CashOnDeliveryMessage.amountRequired });
  else if (!Number.isInteger(input.amount) || input.amount <= 0)
    problems.push({ field: 'amount', messageKey: CashOnDeliveryMessage.amountNotPositive });
  else if (input.amount >= product.maxAmount)
    problems.push({ field: 'amount', messageKey: CashOnDeliveryMessage.amountTooBig });
  const iban = (input.iban ?? '').replaceAll(' ', '').toUpperCase();
  if (iban === '') problems.push({ field: 'iban', messageKey: CashOnDeliveryMessage.ibanRequired });
  else if (iban.length > 50) problems.push({ field: 'iban', messageKey: CashOnDeliveryMessage.ibanTooLong });
  else if (!isValidIban(iban))
    problems.push({ field: 'iban', messageKey: CashOnDeliveryMessage.ibanInvalid });
  return problems;
};

/** Cash on delivery counts only with a positive amount, a holder and an IBAN. */
export const isCashOnDeliveryCounted = (input: CashOnDeliveryInput | null | undefined) =>
  Boolean(input && (input.amount ?? 0) > 0 && input.accountHolder?.trim() && input.iban?.trim());
