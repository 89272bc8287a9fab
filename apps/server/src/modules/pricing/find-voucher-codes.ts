import { parseContractServiceId } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import type { Db } from '../../platform/db/database.ts';
import { pricingRepository } from './pricing.repository.ts';
import { voucherAppliesTo } from './voucher-rules.ts';

/**
 * The voucher code saved on each of these shipments that still applies to its service, by shipment id:
 * a draft whose service changed to one the voucher does not take (a service refusing vouchers, an own
 * contract, one the voucher does not name) no longer shows it, as its price no longer counts it. A
 * shipment without a service yet keeps its voucher. Shipments without one are left out.
 */
export const findVoucherCodes = async (
  db: Db,
  clientId: string,
  shipments: { id: string; serviceId: string | null }[],
) => {
  const selections = (
    await pricingRepository.findSelections(
      db,
      clientId,
      shipments.map((shipment) => shipment.id),
    )
  ).filter((selection) => selection.voucherCode);
  if (selections.length === 0) return new Map<string, string>();
  const serviceOf = new Map(shipments.map((shipment) => [shipment.id, shipment.serviceId]));
  const vouchers = new Map(
    (
      await pricingRepository.findVouchers(db, clientId, [
        ...new Set(selections.map((selection) => selection.voucherCode!)),
      ])
    ).map((voucher) => [voucher.code, voucher]),
  );
  // Only the services of shipments that carry a voucher matter.
  const refusing = await pricingRepository.findServicesRefusingVouchers(db, [
    ...new Set(
      selections.map((selection) => serviceOf.get(selection.shipmentId)).filter((id): id is string => !!id),
    ),
  ]);
  const applies = (shipmentId: string, code: string) => {
    const serviceId = serviceOf.get(shipmentId);
    const voucher = vouchers.get(code);
    if (!serviceId || !voucher) return true;
    const { isOwnContract } = parseContractServiceId(serviceId);
    return voucherAppliesTo(voucher, { id: serviceId, isOwnContract }, refusing);
  };
  return new Map(
    selections.flatMap((selection) =>
      applies(selection.shipmentId, selection.voucherCode!)
        ? [[selection.shipmentId, selection.voucherCode!] as const]
        : [],
    ),
  );
};
