import { hasUseLimit, remainingVoucherUses } from '@shipdeck/domain/pricing/rules/voucher';
import type { Db } from '../../platform/db/database.ts';
import { pricingRepository } from './pricing.repository.ts';
import type { VoucherRow } from './pricing.tables.ts';

/** How many more shipments of this client each voucher with a use limit may discount, by code. */
export const remainingUsesOf = async (db: Db, clientId: string, rows: VoucherRow[]) => {
  const limited = rows.filter(hasUseLimit);
  const counts = await pricingRepository.countVoucherUses(
    db,
    clientId,
    limited.map((voucher) => voucher.code),
  );
  return new Map(
    limited.map((voucher) => [
      voucher.code,
      remainingVoucherUses(voucher, counts.get(voucher.code) ?? { inAll: 0, byClient: 0 }),
    ]),
  );
};

/**
 * Records the shipments an order takes with a voucher, in the order's transaction, and answers those a
 * use limit refuses (their ids). A shipment taken without one (`code: null`) keeps no saved code, so a
 * bought shipment names exactly the voucher it was bought with. The rows of vouchers with a limit stay locked until the transaction
 * ends and their uses are counted under that lock, so orders sent in parallel take the uses left one
 * after the other and never more; vouchers without a limit are not locked. Uses go to the shipments in
 * the order asked, as the prices shown gave them.
 */
export const useVouchers = async (
  tx: Db,
  input: { clientId: string; orderId: string; shipments: { shipmentId: string; code: string | null }[] },
): Promise<Set<string>> => {
  const { clientId, orderId } = input;
  await pricingRepository.clearVoucherCodes(
    tx,
    clientId,
    input.shipments.filter((shipment) => shipment.code === null).map((shipment) => shipment.shipmentId),
  );
  const uses = input.shipments.flatMap(({ shipmentId, code }) => (code ? [{ shipmentId, code }] : []));
  if (uses.length === 0) return new Set();
  const codes = [...new Set(uses.map((use) => use.code))];
  const known = await pricingRepository.findVouchers(tx, clientId, codes);
  const locked = await pricingRepository.lockVouchers(
    tx,
    known.filter(hasUseLimit).map((voucher) => voucher.code),
  );
  const remaining = await remainingUsesOf(tx, clientId, locked);
  const refused = new Set<string>();
  const taken = uses.filter((use) => {
    const left = remaining.get(use.code);
    if (left === undefined) return true;
    if (left <= 0) {
      refused.add(use.shipmentId);
      return false;
    }
    remaining.set(use.code, left - 1);
    return true;
  });
  await pricingRepository.insertVoucherUses(
    tx,
    taken.map((use) => ({ voucherCode: use.code, clientId, shipmentId: use.shipmentId, orderId })),
  );
  return refused;
};

/**
 * Gives back the uses of an order that was not paid, of the shipments it could not buy, or of a bought
 * shipment that was canceled and refunded.
 */
export const releaseVoucherUses = (
  tx: Db,
  input: Parameters<typeof pricingRepository.deleteVoucherUses>[1],
) => pricingRepository.deleteVoucherUses(tx, input);
