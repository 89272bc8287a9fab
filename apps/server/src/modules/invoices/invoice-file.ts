import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { clientFileKey } from '../../platform/storage/file-storage.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoicesRepository } from './invoices.repository.ts';
import type { InvoiceRow } from './invoices.tables.ts';

const pdfDataOf = async (dependencies: Pick<PlatformDependencies, 'db' | 'storage'>, row: InvoiceRow) => ({
  kind: row.kind,
  reference: row.reference,
  sourceType: row.sourceType,
  sourceReference: row.sourceReference,
  creditedReference: row.creditedInvoiceId
    ? ((await invoicesRepository.findById(dependencies.db, row.creditedInvoiceId))?.reference ?? null)
    : null,
  issuedAt: row.issuedAt,
  suppliedAt: row.suppliedAt,
  currency: row.currency,
  paid: row.paid,
  seller: row.seller,
  buyer: row.buyer,
  lines: row.lines,
});

export const invoiceFileKey = (row: Pick<InvoiceRow, 'clientId' | 'reference'>) =>
  clientFileKey(row.clientId, 'invoices', `${row.reference}.pdf`);

/**
 * The document's PDF, drawn from the issued row alone and stored once: the stored file is answered
 * when there is one. A row whose file is missing (drawn after the issuing transaction, so a crash in
 * between leaves none, or erased with an account's files) gets it drawn again, identical, from the row.
 */
export const invoicePdf = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage'>,
  row: InvoiceRow,
): Promise<{ key: string; bytes: Uint8Array }> => {
  const key = invoiceFileKey(row);
  if (row.pdfKey) {
    const stored = await dependencies.storage.get(row.pdfKey);
    if (stored) return { key: row.pdfKey, bytes: stored.bytes };
  }
  const bytes = await renderInvoicePdf(await pdfDataOf(dependencies, row));
  await dependencies.storage.put(key, bytes, 'application/pdf');
  if (row.pdfKey !== key) await invoicesRepository.setPdfKey(dependencies.db, row.id, key);
  return { key, bytes };
};

/** Draws and stores the PDFs of the client's documents that have none yet; answers how many. */
export const storeMissingInvoicePdfs = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage'>,
  clientId: string,
  limit: number,
) => {
  const rows = await invoicesRepository.withoutPdf(dependencies.db, clientId, limit);
  for (const row of rows) await invoicePdf(dependencies, row);
  return rows.length;
};
