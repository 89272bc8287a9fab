import type { CustomsInvoice } from '@shipdeck/domain/customs/customs.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { renderPdf } from '../../platform/workers/pdf-pool.ts';
import { getBillingClient } from '../billing-client/index.ts';
import { findShipmentsByIds } from '../shipments/index.ts';
import { customsRepository } from './customs.repository.ts';
import { customsDocumentDataOf } from './customs-document.ts';
import { invoiceNumberOf } from './customs-dto.ts';

/**
 * The PDF of a completed customs invoice: the commercial invoice, and the CN22/CN23 declaration
 * for a postal carrier. It is drawn from the shipment it goes with and the seller's current
 * invoicing details, so EORI, VAT and IOSS numbers entered after the customs step still appear.
 * A draft, an unknown invoice or another client's is a 404.
 */
export const getCustomsDocument = async (options: { db: Db; clientId: string; customsInvoiceId: string }) => {
  const { db, clientId, customsInvoiceId } = options;
  const invoice = await customsRepository.get(db, clientId, customsInvoiceId);
  if (invoice?.status !== 'COMPLETED') throw notFound();
  const shipmentIds = await customsRepository.findShipmentIds(db, clientId, invoice.id);
  const shipments = await findShipmentsByIds(db, clientId, shipmentIds);
  // The same goods sent again share the invoice: the document names the latest shipment.
  const shipment = shipments.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!shipment) throw notFound();
  const billing = await getBillingClient(db, clientId);
  const data = customsDocumentDataOf({
    invoice: {
      invoiceNumber: invoiceNumberOf(invoice),
      issuedOn: invoice.issuedOn,
      category: invoice.category as CustomsInvoice['category'],
      exportReason: invoice.exportReason as CustomsInvoice['exportReason'],
      incoterm: invoice.incoterm,
      currency: invoice.currency,
      items: invoice.items,
      recipientTaxId: invoice.recipientTaxId,
      totalValue: invoice.totalValue,
    },
    shipment,
    billing,
  });
  return {
    fileName: `customs-${data.invoiceNumber}.pdf`,
    pdf: await renderPdf({ kind: 'customs-documents', input: data }),
  };
};
