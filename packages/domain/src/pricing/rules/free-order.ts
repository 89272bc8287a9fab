/**
 * Paying with the free method is allowed when the total is 0 thanks to a 100 % voucher,
 * or when every shipment goes on the seller's own carrier contract and a stored method exists.
 */
export const canPayFree = (input: {
  totalPrice: number;
  hasFullVoucher: boolean;
  allOwnContract: boolean;
  hasStoredMethod: boolean;
}) => (input.totalPrice === 0 && input.hasFullVoucher) || (input.allOwnContract && input.hasStoredMethod);
