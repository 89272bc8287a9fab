import type { InvoiceFile } from '@shipdeck/domain/invoices/invoices.schema';
import { notFound } from '../../platform/errors/app-error.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { invoicePdf } from './invoice-file.ts';
import { invoicesRepository } from './invoices.repository.ts';

/** Where the client's invoice opens; another client's reference is not found. */
export const getInvoice = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'storage'>,
  input: { clientId: string; reference: string },
): Promise<InvoiceFile> => {
  const row = await invoicesRepository.findByReference(dependencies.db, input.clientId, input.reference);
  if (!row) throw notFound('invoice.error.not-found');
  const { key } = await invoicePdf(dependencies, row);
  return { url: dependencies.storage.url(key, { disposition: 'inline' }) };
};
