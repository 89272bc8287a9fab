/** Magic values of the sandbox gateway (documented in docs/sandbox.md, "Payments"). */
export const SandboxCard = {
  /** Accepted; its 3-D Secure challenge passes with the code below. */
  success: '4111111111111111',
  /** Passes 3-D Secure, then the bank declines the charge. */
  declined: '4000000000000002',
  /** The 3-D Secure challenge fails whatever the code. */
  challengeFails: '4000000000003063',
  /** The processor is unavailable at charge time. */
  processorUnavailable: '4000000000000119',
} as const;

export const THREE_D_SECURE_CODE = '1234';
/** A PayPal account e-mail containing this is declined at charge time. */
export const PAYPAL_DECLINE_MARKER = 'decline';
export const DEFAULT_PAYPAL_EMAIL = 'buyer@paypal.example';
/** Direct debit from this IBAN is refused by the bank. */
export const DECLINED_IBAN = 'NL91ABNA0417164300';

export const cardTypeOf = (digits: string) => {
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (digits.startsWith('6703')) return 'Bancontact';
  return 'Card';
};
