import { customsTotalValue, type SaveCustomsInvoiceRequest } from '@shipdeck/domain/customs/customs.schema';
import { localDateAt } from '@shipdeck/domain/geo/time-zone';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import {
  announceShipments,
  findShipmentsByReferences,
  type ShipmentViewSources,
} from '../shipments/index.ts';
import { customsRepository } from './customs.repository.ts';
import { toCustomsInvoiceDto } from './customs-dto.ts';

/**
 * Saves the customs invoice of a shipment (the checkout's customs step) and attaches it. A completed
 * invoice (at least one item, not a draft) has a document, drawn when it is downloaded.
 */
export const saveCustomsInvoice = async (options: {
  db: Db;
  clientId: string;
  input: SaveCustomsInvoiceRequest;
  now: Date;
  sources: ShipmentViewSources;
}) => {
  const { db, clientId, input, now } = options;
  const [shipment] = await findShipmentsByReferences(db, clientId, [input.shipmentReference]);
  if (!shipment) throw notFound('shipment.error.not-found');
  const isComplete = !input.isDraft && input.items.length > 0;
  // Dated as the seller at the warehouse would date it by hand: the day on the sender's clock.
  const issuedOn = localDateAt(now, {
    country: shipment.fromAddress.alpha2Code ?? '',
    zip: shipment.fromAddress.zipCode ?? '',
  });
  const invoice = await db.transaction(async (tx) => {
    const row = await customsRepository.insert(tx, {
      clientId,
      status: isComplete ? 'COMPLETED' : 'DRAFT',
      category: input.category,
      exportReason: input.exportReason,
      incoterm: input.incoterm,
      items: input.items,
      recipientTaxId: input.recipientTaxId,
      totalValue: customsTotalValue(input.items),
      issuedOn,
    });
    await customsRepository.link(tx, { clientId, shipmentId: shipment.id, customsInvoiceId: row.id });
    // The shipment's view names its customs invoice now.
    await announceShipments(tx, options.sources, { clientId, shipmentIds: [shipment.id] });
    return row;
  });
  return toCustomsInvoiceDto(invoice);
};

/** Attaches an existing invoice to a shipment (the same goods sent again). */
export const attachCustomsInvoice = async (options: {
  db: Db;
  clientId: string;
  reference: string;
  customsInvoiceId: string;
  sources: ShipmentViewSources;
}) => {
  const { db, clientId } = options;
  const [shipment] = await findShipmentsByReferences(db, clientId, [options.reference]);
  const invoice = await customsRepository.get(db, clientId, options.customsInvoiceId);
  if (!shipment || !invoice) throw notFound();
  await db.transaction(async (tx) => {
    await customsRepository.link(tx, { clientId, shipmentId: shipment.id, customsInvoiceId: invoice.id });
    await announceShipments(tx, options.sources, { clientId, shipmentIds: [shipment.id] });
  });
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

/** Each shipment's customs invoice id, by shipment id (shipments without one left out). */
export const findCustomsInvoiceIds = async (db: Db, clientId: string, shipmentIds: string[]) =>
  new Map(
    (await customsRepository.findInvoiceIds(db, clientId, shipmentIds)).map((row) => [
      row.shipmentId,
      row.customsInvoiceId,
    ]),
  );

export const markCustomsUsed = (db: Db, clientId: string, invoiceIds: string[], orderId: string) =>
  customsRepository.markUsed(db, clientId, invoiceIds, orderId);
