/**
 * The cache of the client's payment methods (stored and available), read by the payment feature's pages and
 * refreshed by the shell when a method is saved elsewhere: one key for both, so they cannot drift apart.
 */
export const PAYMENT_METHODS_KEY = ['payment', 'payment-methods'] as const;
