import type { Db } from '../../platform/db/database.ts';
import type { InvoiceSourceType } from './invoice-document.ts';
import { invoicesRepository } from './invoices.repository.ts';

export type { InvoiceSourceType } from './invoice-document.ts';

/** Where a document's PDF opens for its client: a link that works from a page, with the session. */
export const invoicePdfPath = (reference: string) => `/api/v1/invoices/${encodeURIComponent(reference)}/pdf`;

/**
 * The PDF link of the document issued for each source (an order, a refund, a subscription billing),
 * by `type:id`; a source not invoiced yet has none.
 */
export const invoiceLinksOf = async (
  db: Db,
  clientId: string,
  sources: { type: InvoiceSourceType; id: string }[],
): Promise<Map<string, string>> => {
  const references = await invoicesRepository.referencesOfSources(db, clientId, sources);
  return new Map([...references].map(([source, reference]) => [source, invoicePdfPath(reference)]));
};
