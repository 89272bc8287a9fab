import type { InvoiceFile } from '@shipdeck/domain/invoices/invoices.schema';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors/app-error.ts';
import { invoicePdf } from './invoice-file.ts';
import { invoicesRepository } from './invoices.repository.ts';

/** Where the client's invoice opens; another client's reference is not found. */
export const getInvoice = async (
  app: FastifyInstance,
  input: { clientId: string; reference: string },
): Promise<InvoiceFile> => {
  const row = await invoicesRepository.findByReference(app.database.db, input.clientId, input.reference);
  if (!row) throw notFound('invoice.error.not-found');
  const { key } = await invoicePdf(app, row);
  return { url: app.storage.url(key, { disposition: 'inline' }) };
};
