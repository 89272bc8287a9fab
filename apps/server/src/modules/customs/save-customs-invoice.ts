import { customsTotalValue, type SaveCustomsInvoiceRequest } from '@shipdeck/domain/customs/customs.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { clientFileKey, type FileStorage } from '../../platform/storage/file-storage.ts';
import { findShipmentsByReferences } from '../shipments/purchase-shipments.ts';
import { customsRepository } from './customs.repository.ts';
import { toCustomsInvoiceDto } from './customs-dto.ts';
import { renderCustomsInvoicePdf } from './customs-pdf.ts';

const placeOf = (address: { city?: string; zipCode?: string; alpha2Code?: string }) =>
  [address.zipCode, address.city, address.alpha2Code].filter(Boolean).join(' ');

/**
 * Saves the customs invoice of a shipment (spec 2 §4 customs step) and attaches it. A completed
 * invoice (at least one item, not a draft) gets its PDF, stored with the client's files.
 */
export const saveCustomsInvoice = async (options: {
  db: Db;
  storage: FileStorage;
  clientId: string;
  input: SaveCustomsInvoiceRequest;
}) => {
  const { db, storage, clientId, input } = options;
  const [shipment] = await findShipmentsByReferences(db, clientId, [input.shipmentReference]);
  if (!shipment) throw notFound('shipment.error.not-found');
  const isComplete = !input.isDraft && input.items.length > 0;
  const invoice = await db.transaction(async (tx) => {
    const row = await customsRepository.insert(tx, {
      clientId,
      status: isComplete ? 'COMPLETED' : 'DRAFT',
      category: input.category,
      exportReason: input.exportReason,
      items: input.items,
      totalValue: customsTotalValue(input.items),
    });
    await customsRepository.link(tx, { clientId, shipmentId: shipment.id, customsInvoiceId: row.id });
    return row;
  });
  if (isComplete) {
    const pdf = await renderCustomsInvoicePdf({
      invoice,
      shipmentReference: shipment.reference,
      from: placeOf(shipment.fromAddress),
      to: placeOf(shipment.toAddress),
    });
    const key = clientFileKey(clientId, 'customs', `${invoice.id}.pdf`);
    await storage.put(key, pdf, 'application/pdf');
    await customsRepository.setPdfKey(db, invoice.id, key);
    invoice.pdfKey = key;
  }
  return toCustomsInvoiceDto(invoice);
};

/** Attaches an existing invoice to a shipment (the same goods sent again). */
export const attachCustomsInvoice = async (options: {
  db: Db;
  clientId: string;
  reference: string;
  customsInvoiceId: string;
}) => {
  const { db, clientId } = options;
  const [shipment] = await findShipmentsByReferences(db, clientId, [options.reference]);
  const invoice = await customsRepository.get(db, clientId, options.customsInvoiceId);
  if (!shipment || !invoice) throw notFound();
  await customsRepository.link(db, { clientId, shipmentId: shipment.id, customsInvoiceId: invoice.id });
  return toCustomsInvoiceDto(invoice);
};

/** For the orders module: each shipment's customs invoice. */
export const findCustomsForShipments = async (db: Db, clientId: string, shipmentIds: string[]) =>
  new Map(
    (await customsRepository.findForShipments(db, clientId, shipmentIds)).map((row) => [
      row.shipmentId,
      row.invoice,
    ]),
  );

export const markCustomsUsed = (db: Db, clientId: string, invoiceIds: string[], orderId: string) =>
  customsRepository.markUsed(db, clientId, invoiceIds, orderId);
