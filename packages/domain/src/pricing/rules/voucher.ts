/** A voucher takes a percentage or a fixed amount off a shipment's price before tax. */
export type Voucher = { code: string; kind: 'PERCENTAGE' | 'FIXED'; amount: number };

export const VoucherMessage = {
  notFound: 'voucher.error.not-found',
  notAllowed: 'voucher.error.not-allowed-for-service',
} as const;

/** Discount in minor units on a base price; never more than the base. */
export const voucherDiscount = (voucher: Voucher, base: number): number => {
  if (base <= 0) return 0;
  const raw = voucher.kind === 'PERCENTAGE' ? Math.round((base * voucher.amount) / 100) : voucher.amount;
  return Math.min(base, Math.max(0, raw));
};

/** A 100 % voucher makes the order free. */
export const isFullVoucher = (voucher: Voucher | null | undefined) =>
  voucher?.kind === 'PERCENTAGE' && voucher.amount >= 100;
