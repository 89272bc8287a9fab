import type { InvoicesPage, InvoicesQuery } from '@shipdeck/domain/invoices/invoices.schema';
import type { Db } from '../../platform/db/database.ts';
import { invoicesRepository } from './invoices.repository.ts';

/** A page of the client's invoices and credit notes, newest first. */
export const findInvoices = async (
  db: Db,
  input: { clientId: string; query: InvoicesQuery },
): Promise<InvoicesPage> => {
  const { page, size } = input.query;
  const [rows, totalElements] = await Promise.all([
    invoicesRepository.page(db, input.clientId, { offset: page * size, limit: size }),
    invoicesRepository.countOf(db, input.clientId),
  ]);
  return {
    invoices: rows.map((row) => ({
      reference: row.reference,
      createdAt: row.issuedAt.toISOString(),
      paid: row.paid,
      price: { currency: row.currency, totalPrice: row.total },
      hasInvoicePdf: row.pdfKey !== null,
      kind: row.kind,
    })),
    pagination: { currentPage: page, totalPages: Math.ceil(totalElements / size), totalElements },
  };
};
