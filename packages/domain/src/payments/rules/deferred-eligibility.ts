/**
 * Deferred (invoiced) payment is available if the client is business or autonomous,
 * deferred payment is not blocked, and a deferred method exists or `allowDeferred` is set.
 */
export const isDeferredEligible = (input: {
  clientType: string;
  deferredPaymentBlocked: boolean;
  allowDeferred: boolean;
  hasDeferredMethod: boolean;
}) =>
  (input.clientType === 'business' || input.clientType === 'autonomous') &&
  !input.deferredPaymentBlocked &&
  (input.hasDeferredMethod || input.allowDeferred);
