import { EventType } from '@shipdeck/domain/events/event-types';
import { invoiceReference, invoiceTotals } from '@shipdeck/domain/invoices/rules/invoice-lines';
import { operatingCompanyOf } from '@shipdeck/domain/tenants/operating-companies';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { queueSellerMail, SellerMailKind } from '../seller-mails/index.ts';
import type { InvoiceDraft } from './invoice-document.ts';
import { invoicePdfPath } from './invoice-links.ts';
import { invoicesRepository } from './invoices.repository.ts';
import type { InvoiceRow } from './invoices.tables.ts';

/**
 * Issues one document: in one transaction, locks the tenant's series, checks that its source has no
 * document yet, takes the next number and records the document (ADR 0015). A second call for the
 * same source — a retry, a duplicate job, another process at the same moment — waits for the lock,
 * then finds the first document and answers it: no number is taken twice, and none is skipped,
 * since a transaction that fails gives its number back with everything else. The seller's mail that
 * the document is available is queued in the same transaction.
 */
export const issueInvoice = async (db: Db, draft: InvoiceDraft, jobs: JobQueue): Promise<InvoiceRow> => {
  const tenant = getTenant(draft.tenantId);
  if (!tenant) throw new Error(`invoice for an unknown tenant ${draft.tenantId}`);
  const existing = await invoicesRepository.findBySource(db, draft.sourceType, draft.sourceId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const last = await invoicesRepository.lockSeries(tx, draft.tenantId, draft.kind);
    // Read again under the lock: a concurrent issuer of the same source has committed by now.
    const issued = await invoicesRepository.findBySource(tx, draft.sourceType, draft.sourceId);
    if (issued) return issued;
    const number = last + 1;
    const row = await invoicesRepository.insertNumbered(tx, draft, {
      number,
      reference: invoiceReference(operatingCompanyOf(tenant.id).invoicePrefix, draft.kind, number),
      totals: invoiceTotals(draft.lines),
    });
    // Announced with the document, in its transaction: the page's list and the seller's programs
    // (webhooks) hear of every document once, and never of one that was not recorded.
    await publishEvent(tx, {
      clientId: row.clientId,
      type: EventType.InvoiceIssued,
      payload: {
        reference: row.reference,
        kind: row.kind,
        sourceReference: row.sourceReference,
        issuedAt: row.issuedAt.toISOString(),
        currency: row.currency,
        total: row.total,
        url: invoicePdfPath(row.reference),
      },
    });
    await queueSellerMail(tx, {
      jobs,
      clientId: row.clientId,
      factKey: `invoice:${row.id}`,
      mail: {
        kind: SellerMailKind.InvoiceAvailable,
        facts: {
          reference: row.reference,
          documentKind: row.kind,
          sourceReference: row.sourceReference,
          amount: row.total,
          currency: row.currency,
          issuedAt: row.issuedAt.toISOString(),
        },
      },
    });
    return row;
  });
};
