import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  type ShipmentProductsRow,
  shipmentProducts,
  type VoucherRow,
  voucherServiceRules,
  vouchers,
  voucherUses,
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

  /** Puts one voucher code (or none) on several shipments, keeping their other extras. */
  saveVoucherCode: async (db: Db, clientId: string, shipmentIds: string[], voucherCode: string | null) => {
    if (shipmentIds.length === 0) return;
    await db
      .insert(shipmentProducts)
      .values(shipmentIds.map((shipmentId) => ({ shipmentId, clientId, voucherCode })))
      .onConflictDoUpdate({
        target: shipmentProducts.shipmentId,
        set: { voucherCode: sql`excluded.voucher_code`, updatedAt: sql`now()` },
        setWhere: eq(shipmentProducts.clientId, clientId),
      });
  },

  /** Takes the saved voucher code off these shipments (only those that have one are written). */
  clearVoucherCodes: async (db: Db, clientId: string, shipmentIds: string[]) => {
    if (shipmentIds.length === 0) return;
    await db
      .update(shipmentProducts)
      .set({ voucherCode: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(shipmentProducts.clientId, clientId),
          inArray(shipmentProducts.shipmentId, shipmentIds),
          isNotNull(shipmentProducts.voucherCode),
        ),
      );
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

  /** Locks these vouchers' rows until the transaction ends (in code order, so two orders cannot deadlock). */
  lockVouchers: async (tx: Db, codes: string[]): Promise<VoucherRow[]> =>
    codes.length === 0
      ? []
      : tx
          .select()
          .from(vouchers)
          .where(inArray(vouchers.code, codes))
          .orderBy(asc(vouchers.code))
          .for('update'),

  /** How many shipments each voucher discounted in all and for this client. */
  countVoucherUses: async (db: Db, clientId: string, codes: string[]) => {
    if (codes.length === 0) return new Map<string, { inAll: number; byClient: number }>();
    const rows = await db
      .select({
        code: voucherUses.voucherCode,
        inAll: sql<number>`count(*)::int`,
        byClient: sql<number>`(count(*) FILTER (WHERE ${voucherUses.clientId} = ${clientId}))::int`,
      })
      .from(voucherUses)
      .where(inArray(voucherUses.voucherCode, codes))
      .groupBy(voucherUses.voucherCode);
    return new Map(rows.map((row) => [row.code, { inAll: row.inAll, byClient: row.byClient }]));
  },

  insertVoucherUses: async (
    tx: Db,
    rows: { voucherCode: string; clientId: string; shipmentId: string; orderId: string }[],
  ) => {
    if (rows.length === 0) return;
    await tx
      .insert(voucherUses)
      .values(rows)
      .onConflictDoUpdate({
        target: [voucherUses.voucherCode, voucherUses.shipmentId],
        set: { orderId: sql`excluded.order_id`, createdAt: sql`now()` },
      });
  },

  deleteVoucherUses: async (
    tx: Db,
    input: { clientId: string } & (
      | { orderId: string; shipmentIds?: string[] }
      | { orderId?: undefined; shipmentIds: string[] }
    ),
  ) => {
    if (input.shipmentIds?.length === 0) return;
    await tx
      .delete(voucherUses)
      .where(
        and(
          eq(voucherUses.clientId, input.clientId),
          input.orderId ? eq(voucherUses.orderId, input.orderId) : undefined,
          input.shipmentIds ? inArray(voucherUses.shipmentId, input.shipmentIds) : undefined,
        ),
      );
  },

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
