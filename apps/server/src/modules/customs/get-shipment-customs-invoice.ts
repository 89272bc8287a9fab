import type { CustomsInvoice } from '@shipdeck/domain/customs/customs.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findShipmentsByReferences } from '../shipments/index.ts';
import { customsRepository } from './customs.repository.ts';
import { toCustomsInvoiceDto } from './customs-dto.ts';

/**
 * The customs invoice attached to one of the caller's shipments, with the link to its stored PDF
 * (the post-sale customs download). A shipment without one, or whose invoice is still a
 * draft, is a 404: there is nothing to download.
 */
export const getShipmentCustomsInvoice = async (options: {
  db: Db;
  clientId: string;
  reference: string;
}): Promise<CustomsInvoice> => {
  const { db, clientId, reference } = options;
  const [shipment] = await findShipmentsByReferences(db, clientId, [reference]);
  if (!shipment) throw notFound('shipment.error.not-found');
  const [linked] = await customsRepository.findForShipments(db, clientId, [shipment.id]);
  if (linked?.invoice.status !== 'COMPLETED') throw notFound();
  return toCustomsInvoiceDto(linked.invoice);
};
