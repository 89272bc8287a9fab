/** PayPal's approval page sends the seller back with these three query parameters (docs/sandbox.md). */
export const PAYPAL_RETURN_PARAMS = ['paymentId', 'token', 'PayerID'] as const;

/** Back from PayPal: approved (the three parameters) or cancelled (`paypal=cancelled`). */
export const isPayPalReturn = (params: URLSearchParams) =>
  PAYPAL_RETURN_PARAMS.every((name) => params.get(name)) || params.get('paypal') === 'cancelled';
