/** A voucher takes a percentage or a fixed amount off a shipment's price before tax. */
export type Voucher = { code: string; kind: 'PERCENTAGE' | 'FIXED'; amount: number };

export const VoucherMessage = {
  notFound: 'voucher.error.not-found',
  notAllowed: 'voucher.error.not-allowed-for-service',
  usedUp: 'voucher.error.used-up',
} as const;

/** How many shipments a voucher may discount in all and for each client; null: no limit. */
export type VoucherLimits = { maxUses: number | null; maxUsesPerClient: number | null };

/**
 * How many more shipments of this client the voucher may discount (Infinity when it has no limit):
 * the smaller of what is left in all and what is left for the client, never below 0.
 */
export const remainingVoucherUses = (
  limits: VoucherLimits,
  used: { inAll: number; byClient: number },
): number =>
  Math.max(
    0,
    Math.min(
      limits.maxUses === null ? Number.POSITIVE_INFINITY : limits.maxUses - used.inAll,
      limits.maxUsesPerClient === null ? Number.POSITIVE_INFINITY : limits.maxUsesPerClient - used.byClient,
    ),
  );

export const hasUseLimit = (limits: VoucherLimits) =>
  limits.maxUses !== null || limits.maxUsesPerClient !== null;

/** Discount in minor units on a base price; never more than the base. */
export const voucherDiscount = (voucher: Voucher, base: number): number => {
  if (base <= 0) return 0;
  const raw = voucher.kind === 'PERCENTAGE' ? Math.round((base * voucher.amount) / 100) : voucher.amount;
  return Math.min(base, Math.max(0, raw));
};

/** A 100 % voucher makes the order free. */
export const isFullVoucher = (voucher: Voucher | null | undefined) =>
  voucher?.kind === 'PERCENTAGE' && voucher.amount >= 100;
