import {
  chargedLine,
  creditedLine,
  type InvoiceLine,
  lineTotal,
} from '@shipdeck/domain/invoices/rules/invoice-lines';
import { planOf } from '@shipdeck/domain/subscriptions/plans';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { type DueCharge, type DueOrder, type DueRefund, dueDocuments } from './due-documents.ts';
import type { InvoiceDraft, InvoiceParty } from './invoice-document.ts';
import { partiesOf } from './invoice-parties.ts';
import { invoicesRepository } from './invoices.repository.ts';
import { issueInvoice } from './issue-invoice.ts';

/** Documents one pass issues per kind; a client with more is given another pass. */
export const DOCUMENTS_PER_PASS = 2000;

type Parties = { tenantId: string; seller: InvoiceParty; buyer: InvoiceParty };

const shipmentDescription = (line: DueOrder['lines'][number]) =>
  [
    `Shipment ${line.shipmentReference}`,
    line.carrier,
    line.fromCountry && line.toCountry ? `${line.fromCountry} – ${line.toCountry}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

export const orderInvoiceDraft = (clientId: string, parties: Parties, order: DueOrder): InvoiceDraft => {
  const lines = order.lines.map((line) =>
    chargedLine({
      description: shipmentDescription(line),
      itemReference: line.shipmentReference,
      net: line.net,
      vatRate: line.vatRate,
      vat: line.vat,
    }),
  );
  const total = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  // An invoice states what was charged: lines that do not add up to the order's charge are a bug to
  // stop on, never a document to issue.
  if (total !== order.totalAmount)
    throw new Error(
      `order ${order.reference}: lines add up to ${total}, the order charged ${order.totalAmount}`,
    );
  return {
    clientId,
    ...parties,
    kind: 'INVOICE',
    sourceType: 'ORDER',
    sourceId: order.id,
    sourceReference: order.reference,
    creditedInvoiceId: null,
    suppliedAt: order.orderedAt,
    currency: order.currency,
    paid: true,
    lines,
  };
};

const chargeInvoiceDraft = (clientId: string, parties: Parties, charge: DueCharge): InvoiceDraft => {
  const plan = planOf(charge.planCode)?.name ?? charge.planCode;
  if (charge.subtotal + charge.taxTotal !== charge.total)
    throw new Error(`subscription charge ${charge.id}: net and VAT do not add up to the charged total`);
  return {
    clientId,
    ...parties,
    kind: 'INVOICE',
    sourceType: 'SUBSCRIPTION_CHARGE',
    sourceId: charge.id,
    sourceReference: `${charge.planCode}-${charge.period}`,
    creditedInvoiceId: null,
    suppliedAt: charge.chargedAt,
    currency: 'EUR',
    paid: true,
    lines: [
      chargedLine({
        description: `Subscription, plan ${plan}, billing period ${charge.period}`,
        itemReference: `${charge.planCode}-${charge.period}`,
        net: charge.subtotal,
        vatRate: charge.taxRate,
        vat: charge.taxTotal,
      }),
    ],
  };
};

/**
 * The credit note a refund is due, or null when no line of the invoice accounts for it yet: the lines
 * of the invoice whose shipments were given back and are on no credit note, as far as the refund goes.
 */
const creditNoteDraft = async (
  db: Db,
  clientId: string,
  parties: Parties,
  refund: DueRefund,
): Promise<InvoiceDraft | null> => {
  const invoice = await invoicesRepository.findById(db, refund.invoiceId);
  if (!invoice) return null;
  const owed = refund.refundedAmount - refund.credited;
  const refunded = new Set(refund.refundedItems);
  const credited = new Set(refund.creditedItems);
  const lines: InvoiceLine[] = [];
  let given = 0;
  for (const line of invoice.lines) {
    if (!refunded.has(line.itemReference) || credited.has(line.itemReference)) continue;
    if (given + lineTotal(line) > owed) continue;
    lines.push(creditedLine(line));
    given += lineTotal(line);
  }
  if (lines.length === 0) return null;
  return {
    clientId,
    ...parties,
    kind: 'CREDIT_NOTE',
    sourceType: 'REFUND',
    // The refunded total the credit notes come to with this one: the same refund asked again names the
    // same source, so it is credited once.
    sourceId: `${refund.orderId}:${refund.credited + given}`,
    sourceReference: refund.orderReference,
    creditedInvoiceId: invoice.id,
    suppliedAt: invoice.suppliedAt,
    currency: invoice.currency,
    paid: true,
    lines,
  };
};

/**
 * Issues every document the client is due: an invoice per paid order and per charged subscription
 * billing, then a credit note per refund of an invoiced order. Safe to run twice and from two processes
 * at once (issueInvoice finds a source's document). Answers how many documents it issued.
 */
export const issueDueInvoices = async (
  db: Db,
  clientId: string,
  jobs: JobQueue,
): Promise<{ issued: number; hasMore: boolean }> => {
  const parties = await partiesOf(db, clientId);
  if (!parties) return { issued: 0, hasMore: false };
  let issued = 0;
  const orders = await dueDocuments.orders(db, clientId, DOCUMENTS_PER_PASS);
  for (const order of orders) {
    await issueInvoice(db, orderInvoiceDraft(clientId, parties, order), jobs);
    issued++;
  }
  const charges = await dueDocuments.charges(db, clientId, DOCUMENTS_PER_PASS);
  for (const charge of charges) {
    await issueInvoice(db, chargeInvoiceDraft(clientId, parties, charge), jobs);
    issued++;
  }
  for (const refund of await dueDocuments.refunds(db, clientId, DOCUMENTS_PER_PASS)) {
    const draft = await creditNoteDraft(db, clientId, parties, refund);
    if (!draft) continue;
    await issueInvoice(db, draft, jobs);
    issued++;
  }
  return {
    issued,
    hasMore: orders.length === DOCUMENTS_PER_PASS || charges.length === DOCUMENTS_PER_PASS,
  };
};
