import type { InvoiceKind } from '@shipdeck/domain/invoices/invoices.schema';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import type { InvoiceDraft, InvoiceSourceType } from './invoice-document.ts';
import { type InvoiceRow, invoiceSeries, invoices } from './invoices.tables.ts';

export const invoicesRepository = {
  /** The references of the client's documents issued for these sources, by `type:id`. */
  referencesOfSources: async (
    db: Db,
    clientId: string,
    sources: { type: InvoiceSourceType; id: string }[],
  ): Promise<Map<string, string>> => {
    if (sources.length === 0) return new Map();
    const rows = await db
      .select({ type: invoices.sourceType, id: invoices.sourceId, reference: invoices.reference })
      .from(invoices)
      .where(
        and(
          eq(invoices.clientId, clientId),
          inArray(
            invoices.sourceId,
            sources.map((source) => source.id),
          ),
        ),
      );
    return new Map(rows.map((row) => [`${row.type}:${row.id}`, row.reference]));
  },

  findBySource: async (db: Db, sourceType: InvoiceSourceType, sourceId: string) => {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.sourceType, sourceType), eq(invoices.sourceId, sourceId)));
    return row ?? null;
  },

  /**
   * Locks the tenant's counter of a kind (creating it at 0 the first time) and answers its last number.
   * The lock is held until the caller's transaction ends, so documents of one series are numbered one
   * at a time, in the order they commit.
   */
  lockSeries: async (tx: Db, tenantId: string, kind: InvoiceKind): Promise<number> => {
    await tx.insert(invoiceSeries).values({ tenantId, kind, lastNumber: 0 }).onConflictDoNothing();
    const [row] = rowsOf<{ last_number: number }>(
      await tx.execute(
        sql`SELECT last_number FROM invoice_series WHERE tenant_id = ${tenantId} AND kind = ${kind} FOR UPDATE`,
      ),
    );
    return Number(row!.last_number);
  },

  /** Records the document under `number` and moves the counter to it, in the caller's transaction. */
  insertNumbered: async (
    tx: Db,
    draft: InvoiceDraft,
    numbered: { number: number; reference: string; totals: { net: number; vat: number; total: number } },
  ): Promise<InvoiceRow> => {
    await tx
      .update(invoiceSeries)
      .set({ lastNumber: numbered.number })
      .where(and(eq(invoiceSeries.tenantId, draft.tenantId), eq(invoiceSeries.kind, draft.kind)));
    const [row] = await tx
      .insert(invoices)
      .values({
        ...draft,
        number: numbered.number,
        reference: numbered.reference,
        // The clock after the series lock: numbers and issue dates of a series rise together.
        issuedAt: sql`clock_timestamp()`,
        netTotal: numbered.totals.net,
        vatTotal: numbered.totals.vat,
        total: numbered.totals.total,
      })
      .returning();
    return row!;
  },

  setPdfKey: async (db: Db, id: string, pdfKey: string) => {
    await db.update(invoices).set({ pdfKey }).where(eq(invoices.id, id));
  },

  page: async (db: Db, clientId: string, page: { offset: number; limit: number }) =>
    db
      .select()
      .from(invoices)
      .where(eq(invoices.clientId, clientId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.number))
      .offset(page.offset)
      .limit(page.limit),

  countOf: async (db: Db, clientId: string) => {
    const [row] = await db.select({ value: count() }).from(invoices).where(eq(invoices.clientId, clientId));
    return Number(row?.value ?? 0);
  },

  findByReference: async (db: Db, clientId: string, reference: string) => {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.clientId, clientId), eq(invoices.reference, reference)));
    return row ?? null;
  },

  findByReferences: async (db: Db, clientId: string, references: string[]) =>
    references.length === 0
      ? []
      : db
          .select()
          .from(invoices)
          .where(and(eq(invoices.clientId, clientId), inArray(invoices.reference, references))),

  withoutPdf: async (db: Db, clientId: string, limit: number) =>
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.clientId, clientId), isNull(invoices.pdfKey)))
      .orderBy(invoices.number)
      .limit(limit),

  findById: async (db: Db, id: string) => {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    return row ?? null;
  },
};
