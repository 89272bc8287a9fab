import type { InvoiceKind } from '@shipdeck/domain/invoices/invoices.schema';
import type { InvoiceLine } from '@shipdeck/domain/invoices/rules/invoice-lines';

export type InvoiceSourceType = 'ORDER' | 'SUBSCRIPTION_CHARGE' | 'REFUND';

/** A party as printed on an invoice: who they are, where, and their tax ids. */
export type InvoiceParty = {
  name: string;
  /** The person to the attention of, when the party is a company. */
  contact?: string | null;
  street: string[];
  postcode: string;
  city: string;
  state?: string | null;
  country: string;
  email?: string | null;
  taxId?: string | null;
  vatNumber?: string | null;
};

/** Everything an invoice states, before it gets its number. */
export type InvoiceDraft = {
  clientId: string;
  tenantId: string;
  kind: InvoiceKind;
  sourceType: InvoiceSourceType;
  sourceId: string;
  /** The order reference or the plan period the document is for, printed on it. */
  sourceReference: string;
  creditedInvoiceId: string | null;
  suppliedAt: Date;
  currency: string;
  paid: boolean;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
};
