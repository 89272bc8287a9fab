import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type ShipmentProductsRow,
  shipmentProducts,
  type VoucherRow,
  voucherServiceRules,
  vouchers,
} from './pricing.tables.ts';

export const pricingRepository = {
  findSelections: async (db: Db, clientId: string, shipmentIds: string[]): Promise<ShipmentProductsRow[]> =>
    shipmentIds.length === 0
      ? []
      : db
          .select()
          .from(shipmentProducts)
          .where(
            and(eq(shipmentProducts.clientId, clientId), inArray(shipmentProducts.shipmentId, shipmentIds)),
          ),

  saveSelection: async (
    db: Db,
    row: Pick<ShipmentProductsRow, 'shipmentId' | 'clientId' | 'selection' | 'voucherCode'>,
  ) => {
    await db
      .insert(shipmentProducts)
      .values(row)
      .onConflictDoUpdate({
        target: shipmentProducts.shipmentId,
        set: { selection: row.selection, voucherCode: row.voucherCode, updatedAt: sql`now()` },
        setWhere: eq(shipmentProducts.clientId, row.clientId),
      });
  },

  /** Active vouchers by code that this client may use (platform-wide or its own). */
  findVouchers: async (db: Db, clientId: string, codes: string[]): Promise<VoucherRow[]> =>
    codes.length === 0
      ? []
      : db
          .select()
          .from(vouchers)
          .where(
            and(
              inArray(vouchers.code, codes),
              eq(vouchers.isActive, true),
              or(isNull(vouchers.clientId), eq(vouchers.clientId, clientId)),
            ),
          ),

  findActiveVouchers: async (db: Db, clientId: string): Promise<VoucherRow[]> =>
    db
      .select()
      .from(vouchers)
      .where(
        and(eq(vouchers.isActive, true), or(isNull(vouchers.clientId), eq(vouchers.clientId, clientId))),
      ),

  /** Services that refuse vouchers, among those asked for. */
  findServicesRefusingVouchers: async (db: Db, serviceIds: string[]): Promise<Set<string>> => {
    if (serviceIds.length === 0) return new Set();
    const rows = await db
      .select({ serviceId: voucherServiceRules.serviceId })
      .from(voucherServiceRules)
      .where(
        and(inArray(voucherServiceRules.serviceId, serviceIds), eq(voucherServiceRules.allowsVoucher, false)),
      );
    return new Set(rows.map((row) => row.serviceId));
  },
};
