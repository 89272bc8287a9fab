import type { Db } from '../../platform/db/database.ts';
import { pricingRepository } from './pricing.repository.ts';

/** The voucher code saved on each of these shipments, by shipment id (shipments without one left out). */
export const findVoucherCodes = async (db: Db, clientId: string, shipmentIds: string[]) =>
  new Map(
    (await pricingRepository.findSelections(db, clientId, shipmentIds)).flatMap((selection) =>
      selection.voucherCode ? [[selection.shipmentId, selection.voucherCode] as const] : [],
    ),
  );
