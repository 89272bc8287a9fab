/**
 * What the bulk payment keeps in the tab's session storage: the selection to pay when the inbox
 * opens next (a pending payment selection) and the shipments of a payment that left for
 * PayPal, so the selection and the flow survive the round trip.
 */
const PENDING_KEY = 'shipdeck.bulk-payment.pending';
const PAYPAL_KEY = 'shipdeck.bulk-payment.paypal';

const read = (key: string): string[] | null => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
};

const write = (key: string, references: readonly string[]) => {
  try {
    sessionStorage.setItem(key, JSON.stringify(references));
  } catch {
    // Storage full or disabled: the seller selects the shipments again.
  }
};

/** Asks the inbox to open the bulk payment for these shipments next time it shows. */
export const setPendingPaymentSelection = (references: readonly string[]) => write(PENDING_KEY, references);

/** The pending selection, removed as it is read so that it opens the payment once. */
export const takePendingPaymentSelection = () => {
  const references = read(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  return references;
};

export const rememberPayPalPayment = (references: readonly string[]) => write(PAYPAL_KEY, references);

/** The shipments of the payment that went to PayPal, removed as they are read. */
export const takePayPalPayment = () => {
  const references = read(PAYPAL_KEY);
  sessionStorage.removeItem(PAYPAL_KEY);
  return references;
};
