import type { ClaimDraft } from '@shipdeck/domain/problems/problems.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { getCustomsDocument, getShipmentCustomsInvoice } from '../customs/index.ts';
import { findShipmentsByReferences } from '../shipments/index.ts';
import { createAttachment } from '../support/index.ts';

/** The customs invoice of the shipment, as a PDF the claim can take as its proof of value; null without one. */
const customsInvoiceProof = async (input: {
  db: Db;
  clientId: string;
  reference: string;
  storage: FileStorage;
}) => {
  const invoice = await getShipmentCustomsInvoice(input).catch((failure: unknown) => {
    if (failure instanceof AppError && failure.status === 404) return null;
    throw failure;
  });
  if (!invoice) return null;
  const document = await getCustomsDocument({ ...input, customsInvoiceId: invoice.id });
  return createAttachment(input.db, {
    clientId: input.clientId,
    bytes: Buffer.from(document.pdf),
    fileName: document.fileName,
    storage: input.storage,
  });
};

/**
 * POST /problems/:reference/claim-draft: what a loss or damage claim starts with, from the order — the
 * declared content and value, and the proofs already on file (the customs invoice, copied as a loose
 * support attachment the claim then takes). Another client's shipment is a 404.
 */
export const createClaimDraft = async (input: {
  db: Db;
  clientId: string;
  reference: string;
  type: ClaimDraft['type'];
  storage: FileStorage;
}): Promise<ClaimDraft> => {
  const [shipment] = await findShipmentsByReferences(input.db, input.clientId, [input.reference]);
  if (!shipment) throw notFound('shipment.error.not-found');
  const { description, value } = shipment.content;
  return {
    type: input.type,
    shipmentReference: shipment.reference,
    productDescription: description ?? '',
    amount: value ? { value: value / 100, currency: shipment.currency } : null,
    proofOfValue: await customsInvoiceProof(input),
  };
};
