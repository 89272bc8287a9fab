import type { Voucher } from '@shipdeck/domain/pricing/rules/voucher';
import type { VoucherRow } from './pricing.tables.ts';

/** A voucher applies to a service the voucher lists (or any, when it lists none) that takes vouchers. */
export const voucherAppliesTo = (
  voucher: VoucherRow,
  service: { id: string; isOwnContract: boolean },
  refusing: Set<string>,
) =>
  !service.isOwnContract &&
  !refusing.has(service.id) &&
  (voucher.serviceIds === null || voucher.serviceIds.includes(service.id));

export const toVoucher = (row: VoucherRow): Voucher => ({
  code: row.code,
  kind: row.kind,
  amount: row.amount,
});
